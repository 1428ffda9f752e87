#version 330 core
// The font atlas holds coverage in its one channel; panels sample its solid texel (font.h).
uniform sampler2D u_atlas;
in vec2 v_texcoord;
in vec4 v_color;
out vec4 frag_color;

void main()
{
    frag_color = vec4(v_color.rgb, v_color.a * texture(u_atlas, v_texcoord).r);
}
