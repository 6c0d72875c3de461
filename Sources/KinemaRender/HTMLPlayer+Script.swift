extension HTMLPlayer {
    /// The player's script: plays the frames at their times (times in seconds, as written into the
    /// page) times the chosen speed, loops after a short pause; stepping, scrubbing or clicking a
    /// mark pauses and shows that frame on every stage.
    static func script(times: [Double]) -> String {
        let list = times.map { NumberText.shortest($0) ?? "0" }.joined(separator: ",")
        return """
            <script>
            (function () {
              var times = [\(list)];
              var count = times.length;
              var stages = Array.prototype.map.call(document.querySelectorAll("svg.stage"), function (stage) {
                return stage.querySelectorAll("g.frame");
              });
              var toggle = document.getElementById("toggle");
              var scrub = document.getElementById("scrub");
              var label = document.getElementById("time");
              var speedChoice = document.getElementById("speed");
              var current = 0, playing = count > 1, clock = count ? times[0] : 0, last = null, speed = 1;
              function frameOf(frames, k) { return frames[Math.min(k, frames.length - 1)]; }
              function show(k) {
                if (!count) { return; }
                k = Math.max(0, Math.min(count - 1, k));
                stages.forEach(function (frames) {
                  var before = frameOf(frames, current), after = frameOf(frames, k);
                  if (before && before !== after) { before.style.display = "none"; }
                  if (after) { after.style.display = ""; }
                });
                current = k;
                scrub.value = k;
                label.textContent = "t = " + times[k].toFixed(3) + " s, frame " + (k + 1) + " of " + count;
              }
              function frameAt(t) {
                var lo = 0, hi = count - 1;
                while (lo < hi) { var mid = (lo + hi + 1) >> 1; if (times[mid] <= t) { lo = mid; } else { hi = mid - 1; } }
                return lo;
              }
              function pause() {
                playing = false;
                toggle.textContent = "Play";
              }
              function tick(now) {
                if (playing) {
                  if (last !== null) { clock += (now - last) / 1000 * speed; }
                  last = now;
                  if (clock > times[count - 1] + 0.6) { clock = times[0]; }
                  var k = frameAt(clock);
                  if (k !== current) { show(k); }
                } else {
                  last = null;
                }
                window.requestAnimationFrame(tick);
              }
              toggle.textContent = playing ? "Pause" : "Play";
              toggle.addEventListener("click", function () {
                playing = !playing;
                if (playing) { clock = times[current]; last = null; }
                toggle.textContent = playing ? "Pause" : "Play";
              });
              scrub.addEventListener("input", function () { pause(); show(Number(scrub.value)); });
              document.getElementById("back").addEventListener("click", function () { pause(); show(current - 1); });
              document.getElementById("forward").addEventListener("click", function () { pause(); show(current + 1); });
              speedChoice.addEventListener("change", function () { speed = Number(speedChoice.value); });
              Array.prototype.forEach.call(document.querySelectorAll(".mark"), function (mark) {
                mark.addEventListener("click", function () { pause(); show(Number(mark.getAttribute("data-frame"))); });
              });
              document.addEventListener("keydown", function (event) {
                if (event.key === "ArrowLeft") { pause(); show(current - 1); event.preventDefault(); }
                if (event.key === "ArrowRight") { pause(); show(current + 1); event.preventDefault(); }
              });
              show(0);
              window.requestAnimationFrame(tick);
            })();
            </script>

            """
    }
}
