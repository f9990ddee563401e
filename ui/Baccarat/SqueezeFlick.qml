import QtQuick

// A card thrown open: how fast the pointer pulling a card moves, and whether
// letting go now is a flick (fast toward opening, moving until the release,
// after a real pull), which opens the card as a real one thrown open would.
// A slow release still falls back unless the pull reached the reveal point.
// Pure state of the pointer; SqueezeGesture feeds it and asks it.
QtObject {
    id: root

    // The card's smaller side, in pixels: speeds are in card sizes a second.
    property real cardSize: 126
    // At least this fast toward opening (a deliberate pull is a card a second or less).
    readonly property real flickSpeed: 4 * cardSize
    // At least this much peeled (SqueezeGesture.progress) when let go.
    readonly property real flickProgress: 0.1
    // Held still longer than this (ms) before the release: no flick.
    readonly property int flickHold: 200
    // The speed is measured over the moves of this last stretch of time (ms),
    // the last two moves at least (a slow frame may part them by more), and
    // never over less than a frame (moves handled together are no faster).
    readonly property int window: 100
    readonly property int shortest: 16

    // The pointer's last positions and times: [{p, t}], oldest first.
    property var samples: []

    // When the pointer went down (ms, Date.now()): a drag starts from there.
    property real pressedAt: 0

    // The pointer went down: a drag that follows is timed from now.
    function press() {
        pressedAt = Date.now();
    }

    // The pointer is at p now. Reset: a drag began from pressPoint, pressed at
    // pressedAt, not now (the distance covered before the drag threshold was
    // crossed took that long; counted as instant, a deliberate pull read as a flick).
    function track(p, reset) {
        const now = Date.now();
        const kept = reset ? [] : samples.filter((s, i) => now - s.t <= window || i === samples.length - 1);
        kept.push({ p: p, t: reset && pressedAt > 0 ? pressedAt : now });
        samples = kept;
    }

    // How fast the pointer moves along direction (a unit vector), in pixels a second.
    function speedAlong(direction) {
        if (samples.length < 2)
            return 0;
        const first = samples[0], last = samples[samples.length - 1];
        return last.p.minus(first.p).dotProduct(direction) * 1000 / Math.max(shortest, last.t - first.t);
    }

    // Whether letting go now, pulling along direction with this much peeled, throws the card open.
    function flung(direction, progress) {
        return samples.length > 0 && Date.now() - samples[samples.length - 1].t <= flickHold
            && speedAlong(direction) >= flickSpeed
            && progress >= flickProgress;
    }
}
