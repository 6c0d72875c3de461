extension HTMLPlayer {
    /// The player's script: shows frame k at its time (times in seconds, as written into the
    /// page), loops after a short pause, pauses when scrubbed.
    static func script(times: [Double]) -> String {
        let list = times.map { NumberText.shortest($0) ?? "0" }.joined(separator: ",")
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
