#version 440
// The squeezed card's fragment stage: the back on the side that faces up when
// the card lies face down, the face (or plain card stock until the face image
// is there) on the other, lit by the surface normal; or the soft shadow of the
// lifted part on the table. Geometry: squeeze.vert and src/baccarat_qt/curl.py.

layout(location = 0) in vec2 texCoord;
layout(location = 1) in vec2 flatPoint;
layout(location = 2) in vec3 surfaceNormal;
layout(location = 3) in float height;

layout(location = 0) out vec4 fragColor;

// Identical in squeeze.vert and squeeze.frag (Qt merges the two stages' blocks).
layout(std140, binding = 0) uniform buf {
    mat4 qt_Matrix;
    float qt_Opacity;
    vec2 cardSize;      // item pixels
    vec2 grab;          // the point of the card's edge the player holds
    vec2 pointer;       // where that point has been pulled to
    float radius;       // of the roll at the crease
    float liftAngle;    // radians the card turns around the roll before the flap runs straight
    vec2 centre;        // axis of the turn over
    vec2 turnNormal;    // unit, across the turn axis, toward the far edge
    float turnAngle;    // 0 face down .. pi face up
    float turnLift;     // half the card's extent along turnNormal
    vec2 eyePoint;      // the point under the eye
    float eyeDistance;  // pixels
    vec2 shadowSlant;   // shadow offset per pixel of height
    float part;         // 0 back side, 1 face side, 2 shadow
    float hasFace;      // 0 until the face image is there
    float faceFlip;     // 0 the face is the back mirrored left-right, 1 top-bottom
};

layout(binding = 1) uniform sampler2D back;
layout(binding = 2) uniform sampler2D face;

const vec3 LIGHT = vec3(-0.25, -0.40, 0.88);   // unit, from the top left, high over the table
const vec3 UP = vec3(0.0, 0.0, 1.0);
const vec3 CARD_STOCK = vec3(0.96, 0.94, 0.88);

// Brightness from the normal of the side we look at, with a soft sheen where
// the roll catches the light; exactly 1 lying flat, so the bent card matches
// the plain image it replaces.
float shade(vec3 n)
{
    vec3 nn = normalize(n);
    float lambert = (0.5 + 0.5 * max(dot(nn, LIGHT), 0.0)) / (0.5 + 0.5 * LIGHT.z);
    float sheen = pow(max(reflect(-LIGHT, nn).z, 0.0), 16.0) - pow(reflect(-LIGHT, UP).z, 16.0);
    return lambert + 0.15 * sheen;
}

// 0 outside the card, 1 a pixel inside its edge: smooth edges without multisampling.
float inside(vec2 p)
{
    vec2 edge = min(p, cardSize - p);
    return clamp(min(edge.x, edge.y) + 0.5, 0.0, 1.0);
}

void main()
{
    float coverage = inside(flatPoint);
    if (part > 1.5) {
        // Softer and fainter the higher the card is above the table.
        float blur = 2.0 + 0.35 * height;
        vec2 edge = min(flatPoint, cardSize - flatPoint);
        float soft = smoothstep(0.0, blur, min(edge.x, edge.y));
        float strength = 0.45 * clamp(height / (0.25 * cardSize.x), 0.0, 1.0)
                / (1.0 + height / cardSize.y);
        fragColor = vec4(0.0, 0.0, 0.0, 1.0) * soft * strength * qt_Opacity;
        return;
    }
    if (part < 0.5) {
        vec4 color = texture(back, texCoord);
        fragColor = vec4(min(color.rgb * shade(surfaceNormal), color.a), color.a) * coverage * qt_Opacity;
        return;
    }
    vec2 faceCoord = faceFlip < 0.5 ? vec2(1.0 - texCoord.x, texCoord.y)
                                    : vec2(texCoord.x, 1.0 - texCoord.y);
    vec4 stock = vec4(CARD_STOCK, 1.0) * texture(back, texCoord).a;
    vec4 color = mix(stock, texture(face, faceCoord), hasFace);
    fragColor = vec4(min(color.rgb * shade(-surfaceNormal), color.a), color.a) * coverage * qt_Opacity;
}
