#version 330 core
// Instanced debug shapes: a unit line mesh (cube or sphere), moved and scaled per instance.
layout(location = 0) in vec3 a_position;
layout(location = 1) in vec3 i_centre;
layout(location = 2) in vec3 i_scale;
layout(location = 3) in vec4 i_color;
uniform mat4 u_mvp;
uniform vec2 u_viewport; // in pixels
out vec4 v_color;
flat out vec2 v_end; // as in debug.vert: the line's last vertex in window pixels

void main()
{
    gl_Position = u_mvp * vec4(i_centre + i_scale * a_position, 1.0);
    v_color = i_color;
    v_end = (gl_Position.xy / gl_Position.w * 0.5 + 0.5) * u_viewport;
}
