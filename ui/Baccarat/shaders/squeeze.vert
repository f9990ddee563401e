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
// GridMesh's rows run along the crease and its columns across the pull. Each
// row spans the card where it lies between the rows either side, and MARGIN
// more; squeeze.frag cuts the card out with a smooth edge. rollRows of the
// rows lie on the roll, one exactly where it stands upright, which is the
// fold's outline seen from above: so the fold is one straight line at any mesh
// size, not the steps of a grid cut across. The flat part and the flap stay
// flat; they share the other rows by their lengths.
const float MARGIN = 2.0;   // pixels: room for the outer half of the edge's antialiasing
const float NO_RIM = 1e4;   // rim where the fold has no outline

struct Rows {
    float first;        // lifted_distance of the first row (the far side, flat) ..
    float last;         // .. and of the last (the grabbed edge)
    float rollStart;
    float upright;
    float rollEnd;
    float flatRows;     // rows on the flat part; rollRows on the roll; the rest on the flap
    float otherRows;    // rows on the flat part and the flap
};

Rows rows_for(float c_d, vec2 d)
{
    float near = min(0.0, cardSize.x * d.x) + min(0.0, cardSize.y * d.y);
    float far = max(0.0, cardSize.x * d.x) + max(0.0, cardSize.y * d.y);
    Rows r;
    r.first = c_d - far - MARGIN;
    r.last = c_d - near + MARGIN;
    r.rollStart = clamp(0.0, r.first, r.last);
    r.rollEnd = clamp(liftAngle * radius, r.first, r.last);
    r.upright = clamp(0.5 * PI * radius, r.rollStart, r.rollEnd);
    r.otherRows = meshSize.y - rollRows;
    float flat_length = r.rollStart - r.first;
    float flap_length = r.last - r.rollEnd;
    float flat_rows = floor(r.otherRows * flat_length / max(flat_length + flap_length, 1e-4) + 0.5);
    r.flatRows = clamp(flat_rows, flat_length > 0.0 ? 1.0 : 0.0, flap_length > 0.0 ? r.otherRows - 1.0 : r.otherRows);
    return r;
}

// The lifted_distance of row j.
float row_level(float j, Rows r)
{
    j = clamp(j, 0.0, meshSize.y);
    if (j <= r.flatRows)
        return mix(r.first, r.rollStart, r.flatRows > 0.0 ? j / r.flatRows : 1.0);
    if (j >= r.flatRows + rollRows)
        return mix(r.rollEnd, r.last, (j - r.flatRows - rollRows) / max(r.otherRows - r.flatRows, 1.0));
    float k = j - r.flatRows;
    float before = clamp(floor(rollRows * (r.upright - r.rollStart) / max(r.rollEnd - r.rollStart, 1e-4) + 0.5),
                         1.0, rollRows - 1.0);
    return k <= before ? mix(r.rollStart, r.upright, k / before)
                       : mix(r.upright, r.rollEnd, (k - before) / (rollRows - before));
}

// Widen [lo, hi] to take in s if the point p of the card's outline lies between the lines dot(p, d) = q.
vec2 take(vec2 extent, vec2 p, vec2 q, vec2 d, vec2 t)
{
    float at = dot(p, d);
    float s = dot(p, t);
    return at >= q.x - 1e-3 && at <= q.y + 1e-3 ? vec2(min(extent.x, s), max(extent.y, s)) : extent;
}

// How far the card reaches along t between the lines dot(p, d) = q.x and q.y:
// at its corners between them and where they cross its edges.
vec2 card_extent(vec2 q, vec2 d, vec2 t)
{
    vec2 size = cardSize;
    vec2 e = vec2(1e9, -1e9);
    e = take(e, vec2(0.0), q, d, t);
    e = take(e, vec2(size.x, 0.0), q, d, t);
    e = take(e, vec2(0.0, size.y), q, d, t);
    e = take(e, size, q, d, t);
    for (int i = 0; i < 2; ++i) {
        float at = i == 0 ? q.x : q.y;
        if (abs(d.y) > 1e-4) {
            e = take(e, vec2(0.0, clamp(at / d.y, 0.0, size.y)), q, d, t);
            e = take(e, vec2(size.x, clamp((at - size.x * d.x) / d.y, 0.0, size.y)), q, d, t);
        }
        if (abs(d.x) > 1e-4) {
            e = take(e, vec2(clamp(at / d.x, 0.0, size.x), 0.0), q, d, t);
            e = take(e, vec2(clamp((at - size.y * d.y) / d.x, 0.0, size.x), size.y), q, d, t);
        }
    }
    return e;
}

// The point of the flat card for the vertex in column, row `cell` of the mesh.
vec2 mesh_point(vec2 cell, vec2 creasePoint, vec2 d)
{
    vec2 t = vec2(-d.y, d.x);
    float c_d = dot(creasePoint, d);
    Rows r = rows_for(c_d, d);
    float j = floor(cell.y + 0.5);
    float b = row_level(j, r);
    // Along the crease: the card's reach between the rows either side, so that the
    // quads on both sides of this row hold all of the card between their rows.
    vec2 extent = card_extent(vec2(c_d - row_level(j + 1.0, r), c_d - row_level(j - 1.0, r)), d, t);
    float c_t = dot(creasePoint, t);
    if (extent.x > extent.y)
        extent = vec2(c_t);   // a row past the card: its quads fold flat
    float s = mix(extent.x - MARGIN, extent.y + MARGIN, floor(cell.x + 0.5) / meshSize.x) - c_t;
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
