#version 330 core
// Debug lines and points: a position and a colour per vertex.
layout(location = 0) in vec3 a_position;
layout(location = 1) in vec4 a_color;
uniform mat4 u_mvp;
uniform float u_point_size;
uniform vec2 u_viewport; // in pixels
out vec4 v_color;
flat out vec2 v_end; // a line's last vertex (the provoking one) in window pixels, for its dashes

void main()
{
    gl_Position = u_mvp * vec4(a_position, 1.0);
    gl_PointSize = u_point_size;
    v_color = a_color;
    v_end = (gl_Position.xy / gl_Position.w * 0.5 + 0.5) * u_viewport;
}
