import QtQuick
import BaccaratCore

// The balance over one night: a line from the starting balance through the
// balance after each hand, with the starting level drawn across.
Canvas {
    id: root
    objectName: "balanceChart"
    property var points: History.balances
    Accessible.role: Accessible.Chart
    Accessible.name: qsTr("Saldo a lo largo de la noche")
    Accessible.description: qsTr("De %1 a %2 fichas. %3").arg(History.balanceLowText).arg(History.balanceHighText)
                                                          .arg(History.nightSummary)
    onPointsChanged: requestPaint()
    onWidthChanged: requestPaint()
    onHeightChanged: requestPaint()

    onPaint: {
        const ctx = getContext("2d")
        ctx.reset()
        const pts = root.points
        if (!pts || pts.length < 2)
            return
        let low = pts[0], high = pts[0]
        for (let i = 1; i < pts.length; ++i) {
            low = Math.min(low, pts[i])
            high = Math.max(high, pts[i])
        }
        if (high === low)
            high = low + 100
        const pad = 8
        const w = width - 2 * pad, h = height - 2 * pad
        const x = (i) => pad + w * i / (pts.length - 1)
        const y = (v) => pad + h * (high - v) / (high - low)
        ctx.strokeStyle = Theme.textDim
        ctx.globalAlpha = 0.5
        ctx.setLineDash([4, 4])
        ctx.beginPath()
        ctx.moveTo(pad, y(pts[0]))
        ctx.lineTo(pad + w, y(pts[0]))
        ctx.stroke()
        ctx.setLineDash([])
        ctx.globalAlpha = 1
        ctx.strokeStyle = Theme.gold
        ctx.lineWidth = 2
        ctx.beginPath()
        ctx.moveTo(x(0), y(pts[0]))
        for (let j = 1; j < pts.length; ++j)
            ctx.lineTo(x(j), y(pts[j]))
        ctx.stroke()
    }
}
