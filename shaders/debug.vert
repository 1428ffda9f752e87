#version 330 core
// Debug lines, points and HUD triangles: a position and a colour per vertex.
layout(location = 0) in vec3 a_position;
layout(location = 1) in vec4 a_color;
uniform mat4 u_mvp;
uniform float u_point_size;
out vec4 v_color;

void main()
{
    gl_Position = u_mvp * vec4(a_position, 1.0);
    gl_PointSize = u_point_size;
    v_color = a_color;
}
