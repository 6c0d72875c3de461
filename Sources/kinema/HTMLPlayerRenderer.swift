import Kinema
import KinemaControls

/// `kinema play --format html`: one self-contained page (inline SVG, CSS and script; no external
/// resources) holding every frame as an SVG group, shown one at a time in real time, looping, with
/// a play/pause button, a scrubber over the frames and the current time. The view is cropped as
/// in the filmstrip.
struct HTMLPlayerRenderer {
    /// What was played.
    let run: PlayRun
    /// Every frame.
    let frames: [FrameSnapshot]

    /// The page.
    func render() -> String {
        let scene = SceneSVG()
        let crop = PlayFraming.crop(frames: frames, scene: scene, script: run.script)
        let scale = Swift.min(640 / crop.width, 560 / crop.height)
        let title = SVGPlot.escape(PlayFraming.title(run))
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>\(title)</title>\n"
        html += "<style>\nbody{font-family:Helvetica,Arial,sans-serif;margin:24px;color:#222}\n"
        html += "h1{font-size:18px;margin:0 0 4px}\np{font-size:12px;color:#555;margin:0 0 12px;max-width:660px}\n"
        html += "#stage{border:1px solid #bbb;background:#f4f4f4;display:block}\n"
        html += ".bar{display:flex;gap:12px;align-items:center;margin-top:10px}\n"
        html += "#scrub{width:420px}\nbutton{min-width:64px}\n#time{font-variant-numeric:tabular-nums}\n</style>\n</head>\n<body>\n"
        html += "<h1>\(title)</h1>\n<p>\(SVGPlot.escape(PlayFraming.subtitle(run)))</p>\n"
        html += "<svg id=\"stage\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SceneSVG.num(crop.width * scale))\" "
        html += "height=\"\(SceneSVG.num(crop.height * scale))\" viewBox=\"\(SceneSVG.num(crop.minX)) \(SceneSVG.num(crop.minY)) "
        html += "\(SceneSVG.num(crop.width)) \(SceneSVG.num(crop.height))\" font-family=\"Helvetica, Arial, sans-serif\">\n"
        for (n, frame) in frames.enumerated() {
            html += "<g class=\"frame\"\(n == 0 ? "" : " style=\"display:none\"")>\n"
            html += scene.draw(frame, idPrefix: "f\(n)")
            html += PlayFraming.touchMarker(script: run.script, at: frame.time, pixel: 1 / scale)
            html += "</g>\n"
        }
        html += "</svg>\n<div class=\"bar\"><button id=\"toggle\" type=\"button\">Pause</button>"
        html += "<input id=\"scrub\" type=\"range\" min=\"0\" max=\"\(Swift.max(frames.count - 1, 0))\" step=\"1\" value=\"0\">"
        html += "<span id=\"time\">t = \(SVGPlot.fixed(frames.first?.time ?? 0, 3)) s</span></div>\n"
        html += script(times: frames.map(\.time))
        html += "</body>\n</html>\n"
        return html
    }

    /// The player: shows frame k at real time k / fps, loops after a short pause, pauses when
    /// scrubbed.
    private func script(times: [Double]) -> String {
        let list = times.map { "\($0)" }.joined(separator: ",")
        return """
            <script>
            (function () {
              var times = [\(list)];
              var frames = document.querySelectorAll("#stage > g.frame");
              var toggle = document.getElementById("toggle");
              var scrub = document.getElementById("scrub");
              var label = document.getElementById("time");
              var current = 0, playing = frames.length > 1, start = null;
              function show(k) {
                if (k === current || !frames[k]) { return; }
                frames[current].style.display = "none";
                frames[k].style.display = "";
                current = k;
                scrub.value = k;
                label.textContent = "t = " + times[k].toFixed(3) + " s";
              }
              function frameAt(t) {
                var lo = 0, hi = times.length - 1;
                while (lo < hi) { var mid = (lo + hi + 1) >> 1; if (times[mid] <= t) { lo = mid; } else { hi = mid - 1; } }
                return lo;
              }
              function tick(now) {
                if (playing) {
                  if (start === null) { start = now - times[current] * 1000; }
                  var t = (now - start) / 1000;
                  if (t > times[times.length - 1] + 0.6) { start = now; t = 0; }
                  show(frameAt(t));
                }
                window.requestAnimationFrame(tick);
              }
              toggle.textContent = playing ? "Pause" : "Play";
              toggle.addEventListener("click", function () {
                playing = !playing;
                start = null;
                toggle.textContent = playing ? "Pause" : "Play";
              });
              scrub.addEventListener("input", function () {
                playing = false;
                toggle.textContent = "Play";
                show(Number(scrub.value));
              });
              window.requestAnimationFrame(tick);
            })();
            </script>

            """
    }
}
