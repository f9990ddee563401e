#version 440
// The squeezed card's vertex stage. It mirrors src/baccarat_qt/curl.py step
// by step, with the same names: change both together. Our own code (MIT), not
// derived from any page-curl shader.

layout(location = 0) in vec4 qt_Vertex;
layout(location = 1) in vec2 qt_MultiTexCoord0;

layout(location = 0) out vec2 texCoord;     // 0..1 across the card as it lies flat
layout(location = 1) out vec2 faceCoord;    // the same point of the face image
layout(location = 2) out vec2 flatPoint;    // the same point in item pixels
layout(location = 3) out float brightness;  // light on the side seen; the shadow's darkness
layout(location = 4) out float height;      // z above the table, pixels
layout(location = 5) out float rim;         // pixels on screen inside the fold's outline (far: none)

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

const int SOLVE_STEPS = 4;       // curl.SOLVE_STEPS
const float MIN_PULL = 1e-4;     // curl._MIN_PULL
const float PI = 3.14159265;

struct Crease { vec2 point; vec2 direction; };
struct Bent { vec3 position; vec3 normal; };

// Step 1 (curl.lifted_distance)
float lifted_distance(vec2 p, Crease crease)
{
    return dot(crease.point - p, crease.direction);
}

// Step 2 (curl.bend)
Bent bend(vec2 p, Crease crease, float radius, float lift_angle)
{
    vec2 d = crease.direction;
    float behind = max(lifted_distance(p, crease), 0.0);
    float roll = min(behind, lift_angle * radius);
    float theta = roll / radius;
    float flap = behind - roll;
    float along = radius * sin(theta) + flap * cos(theta);
    float height = radius * (1.0 - cos(theta)) + flap * sin(theta);
    float shift = behind - along;
    Bent bent;
    bent.position = vec3(p + shift * d, height);
    bent.normal = vec3(sin(theta) * d, cos(theta));
    return bent;
}

// curl.crease_for_pull
Crease crease_for_pull(vec2 grab, vec2 pointer, float radius, float lift_angle)
{
    vec2 pull_vec = pointer - grab;
    float pull = length(pull_vec);
    Crease crease;
    if (pull < MIN_PULL) {
        crease.point = grab;
        crease.direction = vec2(0.0);
        return crease;
    }
    vec2 d = pull_vec / pull;
    float roll_end = lift_angle * radius;
    float behind = (pull + radius * sin(lift_angle) - roll_end * cos(lift_angle))
            / (1.0 - cos(lift_angle));
    if (behind < roll_end) {
        behind = min(pow(6.0 * radius * radius * pull, 1.0 / 3.0), roll_end);
        for (int i = 0; i < SOLVE_STEPS; ++i) {
            float slope = 1.0 - cos(behind / radius);
            behind = min(behind - (behind - radius * sin(behind / radius) - pull) / slope, roll_end);
        }
    }
    crease.point = grab + behind * d;
    crease.direction = d;
    return crease;
}

// Step 3 (curl.turn_over)
Bent turn_over(Bent bent, vec2 centre, vec2 turn_normal, float angle, float lift)
{
    if (angle == 0.0)
        return bent;
    vec3 pos = bent.position;
    vec3 n = bent.normal;
    vec2 m = turn_normal;
    float cos_a = cos(angle);
    float sin_a = sin(angle);
    float r = dot(pos.xy - centre, m);
    float r_turned = r * cos_a + pos.z * sin_a;
    float z_turned = -r * sin_a + pos.z * cos_a + lift * sin_a;
    float n_r = dot(n.xy, m);
    float n_r_turned = n_r * cos_a + n.z * sin_a;
    float nz_turned = -n_r * sin_a + n.z * cos_a;
    Bent turned;
    turned.position = vec3(pos.xy + (r_turned - r) * m, z_turned);
    turned.normal = vec3(n.xy + (n_r_turned - n_r) * m, nz_turned);
    return turned;
}

// Step 4 (curl.project)
vec2 project(vec3 position, vec2 eye_point, float eye_distance)
{
    float scale = eye_distance / (eye_distance - position.z);
    return eye_point + (position.xy - eye_point) * scale;
}

// Lighting (not geometry, so not in curl.py), per vertex: the mesh is fine
// enough, and llvmpipe pays per fragment.
const vec3 LIGHT = vec3(-0.25, -0.40, 0.88);   // unit, from the top left, high over the table
const vec3 UP = vec3(0.0, 0.0, 1.0);

// Brightness of a side of the card facing along n, with a soft sheen where the
// roll catches the light; exactly 1 lying flat, so the bent card matches the
// plain image it replaces.
float sheen(vec3 n)
{
    float s = max(reflect(-LIGHT, n).z, 0.0);
    s *= s;
    s *= s;
    s *= s;
    return s * s;   // s^16: a highlight about as wide as the roll
}

float shade(vec3 n)
{
    float lambert = (0.5 + 0.5 * max(dot(n, LIGHT), 0.0)) / (0.5 + 0.5 * LIGHT.z);
    return lambert + 0.15 * (sheen(n) - sheen(UP));
}

// How dark the shadow of a point this high is: none on the table, fainter
// as it rises (the light spreads it).
float shadow_strength(float z)
{
    return 0.45 * clamp(z / (0.25 * cardSize.x), 0.0, 1.0) / (1.0 + z / cardSize.y);
}

// Where the mesh's vertices go (not geometry, so not in curl.py). The
// GridMesh's columns run across the pull and its rows along the crease, over
// the card's whole extent in that frame and MARGIN beyond: squeeze.frag cuts
// the card out of it with a smooth edge. rollRows of the rows lie on the roll,
// one exactly where it stands upright, which is the fold's outline seen from
// above: so the fold is one straight line at any mesh size, not the steps of a
// grid cut across. The flat part and the flap stay flat; they share the other
// rows by their lengths.
const float MARGIN = 2.0;   // pixels: room for the outer half of the edge's antialiasing
const float NO_RIM = 1e4;   // rim where the fold has no outline

float across_pull(float j, float start, float upright, float end)
{
    float before = clamp(floor(rollRows * (upright - start) / max(end - start, 1e-4) + 0.5), 1.0, rollRows - 1.0);
    return j <= before ? mix(start, upright, j / before)
                       : mix(upright, end, (j - before) / (rollRows - before));
}

// The point of the flat card for the vertex in column, row `cell` of the mesh.
vec2 mesh_point(vec2 cell, vec2 creasePoint, vec2 d)
{
    vec2 t = vec2(-d.y, d.x);
    vec2 lo = min(vec2(0.0), cardSize.x * vec2(d.x, t.x)) + min(vec2(0.0), cardSize.y * vec2(d.y, t.y));
    vec2 hi = max(vec2(0.0), cardSize.x * vec2(d.x, t.x)) + max(vec2(0.0), cardSize.y * vec2(d.y, t.y));
    float c_d = dot(creasePoint, d);
    float c_t = dot(creasePoint, t);
    // Across the crease: lifted_distance from the far side (flat) to the grabbed edge.
    float b_lo = c_d - hi.x - MARGIN;
    float b_hi = c_d - lo.x + MARGIN;
    float roll_start = clamp(0.0, b_lo, b_hi);
    float roll_end = clamp(liftAngle * radius, b_lo, b_hi);
    float rows = meshSize.y - rollRows;
    float flat_length = roll_start - b_lo;
    float flap_length = b_hi - roll_end;
    float flat_rows = floor(rows * flat_length / max(flat_length + flap_length, 1e-4) + 0.5);
    flat_rows = clamp(flat_rows, flat_length > 0.0 ? 1.0 : 0.0, flap_length > 0.0 ? rows - 1.0 : rows);
    float j = floor(cell.y + 0.5);
    float b;
    if (j <= flat_rows)
        b = mix(b_lo, roll_start, flat_rows > 0.0 ? j / flat_rows : 1.0);
    else if (j >= flat_rows + rollRows)
        b = mix(roll_end, b_hi, (j - flat_rows - rollRows) / max(rows - flat_rows, 1.0));
    else
        b = across_pull(j - flat_rows, roll_start, clamp(0.5 * PI * radius, roll_start, roll_end), roll_end);
    float s = mix(lo.y - c_t - MARGIN, hi.y - c_t + MARGIN, floor(cell.x + 0.5) / meshSize.x);
    return creasePoint - b * d + s * t;
}

// curl.place
void main()
{
    Crease crease = crease_for_pull(grab, pointer, radius, liftAngle);
    bool pulled = dot(crease.direction, crease.direction) > 0.5;
    vec2 frame = pulled ? crease.direction : vec2(1.0, 0.0);
    vec2 p = mesh_point(qt_MultiTexCoord0 * meshSize, crease.point, frame);
    Bent bent = bend(p, crease, radius, liftAngle);
    Bent turned = turn_over(bent, centre, turnNormal, turnAngle, turnLift);
    vec2 screen = project(turned.position, eyePoint, eyeDistance);
    if (part > 1.5)    // the shadow: where light slanting past the lifted card meets the table
        screen = turned.position.xy + turned.position.z * shadowSlant;

    texCoord = p / cardSize;
    faceCoord = faceFlip < 0.5 ? vec2(1.0 - texCoord.x, texCoord.y) : vec2(texCoord.x, 1.0 - texCoord.y);
    flatPoint = p;
    height = turned.position.z;
    // The fold's outline while squeezed: the line where the roll stands upright,
    // once the lifted part reaches it. Exact per fragment, since it is a straight line on screen.
    float grabbed = dot(crease.point, frame) - min(0.0, cardSize.x * frame.x) - min(0.0, cardSize.y * frame.y);
    vec2 outline = project(vec3(crease.point - radius * frame, radius), eyePoint, eyeDistance);
    rim = pulled && turnAngle == 0.0 && grabbed > 0.5 * PI * radius ? dot(screen - outline, frame) : NO_RIM;
    vec3 n = normalize(turned.normal);
    brightness = part > 1.5 ? shadow_strength(height) : shade(part < 0.5 ? n : -n);
    gl_Position = qt_Matrix * vec4(screen, 0.0, 1.0);
}
