#version 330 core
// The HUD: text and panels as textured triangles in pixel coordinates (hud.h).
layout(location = 0) in vec2 a_position;
layout(location = 1) in vec2 a_texcoord;
layout(location = 2) in vec4 a_color;
uniform mat4 u_mvp;
out vec2 v_texcoord;
out vec4 v_color;

void main()
{
    gl_Position = u_mvp * vec4(a_position, 0.0, 1.0);
    v_texcoord = a_texcoord;
    v_color = a_color;
}
