import QtQuick

// The plane geometry of a peel on a card of this size: which edge or corner
// a press grabs, which pulls point into the card, and how deep the card is
// along a pull. Pure functions of the card's size; no state.
QtObject {
    id: root

    property real width: 126
    property real height: 176

    // Distance from an edge point across the card along a direction.
    function depthFrom(p, d) {
        const tx = d.x > 1e-6 ? (width - p.x) / d.x : d.x < -1e-6 ? -p.x / d.x : Infinity;
        const ty = d.y > 1e-6 ? (height - p.y) / d.y : d.y < -1e-6 ? -p.y / d.y : Infinity;
        return Math.max(1, Math.min(tx, ty));
    }

    // The edge or corner nearest to a press: the point held, the inward
    // edge normals it may be pulled along, and the turn-over direction.
    function zoneAt(p) {
        const w = width, h = height;
        const corner = 0.3 * Math.min(w, h);
        const nx = p.x < w / 2 ? 1 : -1, ny = p.y < h / 2 ? 1 : -1;
        const dx = Math.min(p.x, w - p.x), dy = Math.min(p.y, h - p.y);
        const ex = nx > 0 ? 0 : w, ey = ny > 0 ? 0 : h;
        if (dx < corner && dy < corner)
            return { grab: Qt.vector2d(ex, ey), normals: [Qt.vector2d(nx, 0), Qt.vector2d(0, ny)],
                     turn: Qt.vector2d(nx, 0) };
        if (dx / w <= dy / h)
            return { grab: Qt.vector2d(ex, p.y), normals: [Qt.vector2d(nx, 0)], turn: Qt.vector2d(nx, 0) };
        return { grab: Qt.vector2d(p.x, ey), normals: [Qt.vector2d(0, ny)], turn: Qt.vector2d(0, ny) };
    }

    // An edge lifted from the keyboard: 0 left, 1 top, 2 right, 3 bottom;
    // held at its middle, pulled straight in.
    function edgeZone(edge) {
        const normals = [Qt.vector2d(1, 0), Qt.vector2d(0, 1), Qt.vector2d(-1, 0), Qt.vector2d(0, -1)];
        const points = [Qt.vector2d(0, height / 2), Qt.vector2d(width / 2, 0),
                        Qt.vector2d(width, height / 2), Qt.vector2d(width / 2, height)];
        return { grab: points[edge], normals: [normals[edge]], turn: normals[edge] };
    }

    // Keep a pull pointing into the card: within 60 degrees of an edge's
    // inward normal, or between a corner's two edges.
    function clampPull(v, normals) {
        if (normals.length === 2)
            return normals[0].times(Math.max(0, v.dotProduct(normals[0])))
                .plus(normals[1].times(Math.max(0, v.dotProduct(normals[1]))));
        const n = normals[0], along = Qt.vector2d(-n.y, n.x);
        const a = v.dotProduct(n);
        if (a <= 0)
            return Qt.vector2d(0, 0);
        const b = Math.max(-1.732 * a, Math.min(1.732 * a, v.dotProduct(along)));
        return n.times(a).plus(along.times(b));
    }
}
