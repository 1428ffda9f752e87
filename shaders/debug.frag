#version 330 core
// Scene lines and points. A colour's alpha is its line style, not an opacity (palette.h): below
// 1 the line is dashed. The dashes are measured in pixels from the line's end (v_end, the same
// for the whole line), so they keep their length at any zoom; each line's pattern starts at a
// phase drawn from where its end falls, so that a circle of segments shorter than a dash still
// reads as broken rather than solid. Points pass u_dash = 0 and are never dashed.
// A line behind a translucent surface is drawn at u_strength (below 1) of its colour over
// u_background (src/viewer/gl.c): dimmer, yet still its own hue.
uniform float u_dash; // the dash period in pixels, 0: no dashes
uniform float u_strength;
uniform vec3 u_background;
in vec4 v_color;
flat in vec2 v_end;
out vec4 frag_color;

void main()
{
    if (v_color.a < 0.75 && u_dash > 0.0) {
        float phase = fract(dot(v_end, vec2(0.1031, 0.1123)));
        if (fract(length(gl_FragCoord.xy - v_end) / u_dash + phase) > 0.6)
            discard;
    }
    frag_color = vec4(mix(u_background, v_color.rgb, u_strength), 1.0);
}
