#version 440
// The squeezed card's fragment stage: the back on the side that faces up when
// the card lies face down, the face (or plain card stock until the face image
// is there) on the other, lit as squeeze.vert says; or the soft shadow of the
// lifted part on the table. Geometry: squeeze.vert and src/baccarat_qt/curl.py.
// Kept short: on llvmpipe every instruction here is paid per pixel.

layout(location = 0) in vec2 texCoord;
layout(location = 1) in vec2 faceCoord;
layout(location = 2) in vec2 flatPoint;
layout(location = 3) in float brightness;
layout(location = 4) in float height;
layout(location = 5) in float rim;

layout(location = 0) out vec4 fragColor;

// Must be identical in squeeze.vert and squeeze.frag (one uniform buffer feeds both stages).
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
    vec2 meshSize;      // the GridMesh's cells: across the pull, along it
    float rollRows;     // how many of meshSize.y lie on the roll
};

layout(binding = 1) uniform sampler2D back;
layout(binding = 2) uniform sampler2D face;

const vec4 CARD_STOCK = vec4(0.96, 0.94, 0.88, 1.0);

void main()
{
    // Antialiasing without multisampling or a finer mesh: coverage from the
    // distance to the card's edge (the mesh runs a little past it) and to the
    // fold's outline, over one device pixel whatever the size and pixel ratio.
    vec2 edge = min(flatPoint, cardSize - flatPoint);
    float inset = min(edge.x, edge.y);
    float insetPixel = max(length(vec2(dFdx(inset), dFdy(inset))), 1e-4);
    float rimPixel = max(length(vec2(dFdx(rim), dFdy(rim))), 1e-4);
    if (inset < -insetPixel)
        discard;    // the mesh past the card's edge
    if (part > 1.5) {
        // The shadow: softer the higher the card is above the table.
        float soft = smoothstep(0.0, 2.0 + 0.35 * height, inset);
        fragColor = vec4(0.0, 0.0, 0.0, soft * brightness * qt_Opacity);
        return;
    }
    vec4 color;
    if (part < 0.5)
        color = texture(back, texCoord);
    else if (hasFace > 0.5)
        color = texture(face, faceCoord);
    else
        color = CARD_STOCK * texture(back, texCoord).a;
    // At the fold the face side lies over the back side: the back side stops
    // a pixel short of the outline, so that its colour never fringes it.
    float rimCoverage = clamp(rim / rimPixel - (part < 0.5 ? 1.0 : 0.0), 0.0, 1.0);
    float coverage = clamp(inset / insetPixel + 0.5, 0.0, 1.0) * rimCoverage * qt_Opacity;
    fragColor = vec4(min(color.rgb * brightness, color.a), color.a) * coverage;
}
