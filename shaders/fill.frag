#version 330 core
// Translucent surfaces under the wireframe (src/viewer/draw_fill.c): the colour is already
// shaded on the CPU and its alpha is the opacity, blended over what is behind.
in vec4 v_color;
out vec4 frag_color;

void main()
{
    frag_color = v_color;
}
