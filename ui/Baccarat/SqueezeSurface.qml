import QtQuick

// One layer of a squeezed card, drawn by shaders/squeeze.vert and squeeze.frag:
// the side of the card that shows its back, the side that shows its face, or
// the shadow the lifted part casts. SqueezeCard stacks three of them over the
// same bent mesh; back-face culling splits the two sides of the card, so each
// layer draws every pixel of its side at most once.
ShaderEffect {
    id: root

    // Which part this layer draws: 0 the back side, 1 the face side, 2 the shadow.
    property real part: 0
    property var back
    property var face
    property vector2d cardSize: Qt.vector2d(width, height)
    property vector2d grab
    property vector2d pointer
    property real radius: 1
    property real liftAngle: Math.PI
    property vector2d centre: Qt.vector2d(width / 2, height / 2)
    property vector2d turnNormal: Qt.vector2d(1, 0)
    property real turnAngle: 0
    property real turnLift: width / 2
    property vector2d eyePoint
    property real eyeDistance: 4 * height
    property vector2d shadowSlant: Qt.vector2d(0.22, 0.34)
    property real hasFace: 0
    property real faceFlip: 0

    blending: true
    // The card's back faces the viewer where the mesh keeps its winding; the
    // face side is where the bend has turned the mesh over.
    // The shadow comes from the flap, which the bend has turned over too; while
    // the whole card turns over, from all of it.
    cullMode: part === 0 ? ShaderEffect.BackFaceCulling
            : part === 1 || turnAngle === 0 ? ShaderEffect.FrontFaceCulling
            : ShaderEffect.NoCulling
    // squeeze.vert lays the mesh along the crease, each row as long as the card
    // is there, with rollRows rows on the roll: the roll stays round and the
    // fold's outline straight at any size. The flat part and the flap, which
    // stay flat, get about 32 px a row and a column (llvmpipe pays per vertex,
    // per triangle and per pixel). The soft shadow needs fewer.
    readonly property real diagonal: Math.sqrt(width * width + height * height)
    property real rollRows: part > 1.5 ? 4 : 8
    property vector2d meshSize: part > 1.5 ? Qt.vector2d(4, rollRows + 4)
            : Qt.vector2d(Math.max(4, Math.min(24, Math.ceil(diagonal / 32))),
                          rollRows + Math.max(4, Math.min(32, Math.ceil(diagonal / 32))))
    mesh: GridMesh {
        resolution: Qt.size(root.meshSize.x, root.meshSize.y)
    }
    vertexShader: "shaders/squeeze.vert.qsb"
    fragmentShader: "shaders/squeeze.frag.qsb"
}
