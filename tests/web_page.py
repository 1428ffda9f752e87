#!/usr/bin/python3
"""The web build in headless Chromium (software WebGL 2 through SwiftShader), driven through the
DevTools protocol: for each sample, open site/index.html#ID, wait for frames, take a screenshot,
and check that the sample rendered both verdict colours (render_colors, as for the desktop), that
the HUD is drawn (its text and the green "checks passed" badge in the top-left corner) and that
the console holds no error. With --keys, also drive the page: '.' applies a preset (its name in
the console's log), Right switches to the next sample (the fragment and the title change), and
the page has not scrolled.

Usage: web_page.py --site DIR --render-colors PROGRAM --out DIR [--keys] ID...
Prints one line per check and "N passed, M failed"; exits 1 when any failed, 77 (skipped) when
chromium or python3-websocket is missing."""
import argparse
import base64
import functools
import http.server
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

try:
    import websocket  # Debian's python3-websocket
    from PIL import Image  # Debian's python3-pil
except ImportError as e:
    print(f"skipped: {e} (apt-get install python3-websocket python3-pil)")
    sys.exit(77)

WIDTH, HEIGHT = 960, 540


class Page:
    """One Chromium tab over the DevTools protocol: commands, and the console as it arrives."""

    def __init__(self, ws_url):
        self.ws = websocket.create_connection(ws_url, timeout=60)
        self.next_id = 0
        self.console = []  # (type, text)

    def call(self, method, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.event(message)

    def event(self, message):
        method, params = message.get("method"), message.get("params", {})
        if method == "Runtime.consoleAPICalled":
            text = " ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", []))
            self.console.append((params.get("type"), text))
        elif method == "Runtime.exceptionThrown":
            details = params.get("exceptionDetails", {})
            self.console.append(("error", details.get("exception", {}).get("description", details.get("text"))))
        elif method == "Log.entryAdded":
            entry = params.get("entry", {})
            if entry.get("level") == "error":
                self.console.append(("error", entry.get("text")))

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        return result.get("result", {}).get("value")

    def wait_for(self, expression, seconds=30):
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(0.1)
        return None

    def key(self, key, code, key_code, text=None):
        """A key press and release as the browser delivers them (keydown, keypress, keyup)."""
        down = {"type": "keyDown", "key": key, "code": code, "windowsVirtualKeyCode": key_code,
                "nativeVirtualKeyCode": key_code}
        if text:
            down["text"] = text
        self.call("Input.dispatchKeyEvent", **down)
        self.call("Input.dispatchKeyEvent", type="keyUp", key=key, code=code, windowsVirtualKeyCode=key_code,
                  nativeVirtualKeyCode=key_code)

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", format="png")["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def start_server(site):
    handler = functools.partial(QuietHandler, directory=site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def start_chromium(profile):
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if not browser:
        print("skipped: no chromium (apt-get install chromium)")
        sys.exit(77)
    process = subprocess.Popen(
        [browser, "--headless=new", "--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
         f"--user-data-dir={profile}", "--remote-debugging-port=0", "--no-first-run", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    port_file = os.path.join(profile, "DevToolsActivePort")
    for _ in range(300):
        if os.path.exists(port_file):
            with open(port_file) as f:
                lines = f.read().split()
            if lines:
                port = int(lines[0])
                break
        time.sleep(0.1)
    else:
        process.kill()
        raise RuntimeError("chromium did not open its DevTools port")
    targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list"))
    page = next(t for t in targets if t.get("type") == "page")
    return process, page["webSocketDebuggerUrl"]


def hud_pixels(png):
    """Light text pixels and green badge pixels in the top-left corner, where the HUD's title,
    checks badge and notes are."""
    image = Image.open(png).convert("RGB")
    w, h = image.size
    corner = image.crop((0, 0, w * 2 // 5, h // 6)).getdata()
    text = sum(1 for r, g, b in corner if r > 190 and g > 190 and b > 190)
    badge = sum(1 for r, g, b in corner if g > r + 30 and g > b + 20 and g > 60)
    return text, badge


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--site", required=True)
    parser.add_argument("--render-colors", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--keys", action="store_true")
    parser.add_argument("samples", nargs="+")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)

    results = []

    def check(ok, what):
        results.append(ok)
        print(f"{'ok  ' if ok else 'FAIL'} {what}", flush=True)

    server = start_server(args.site)
    base = f"http://127.0.0.1:{server.server_address[1]}/index.html"
    # Chromium's helper processes can still write to the profile for a moment after the browser
    # exits: clean it up with retries, never failing the test on that.
    with tempfile.TemporaryDirectory(prefix="isect-chromium-", ignore_cleanup_errors=True) as profile:
        process, ws_url = start_chromium(profile)
        try:
            page = Page(ws_url)
            for domain in ("Runtime", "Page", "Log"):
                page.call(f"{domain}.enable")
            page.call("Emulation.setDeviceMetricsOverride", width=WIDTH, height=HEIGHT, deviceScaleFactor=1,
                      mobile=False)
            for sample in args.samples:
                page.call("Page.navigate", url="about:blank")  # a fresh load, not a fragment change
                page.wait_for("location.href == 'about:blank'", 10)
                page.console.clear()
                page.call("Page.navigate", url=f"{base}#{sample}")
                frames = page.wait_for("typeof Module == 'object' && Module.frames >= 3 && Module.frames")
                check(bool(frames), f"{sample}: the page drew frames ({frames})")
                if not frames:
                    continue
                first_ms = page.evaluate("Module.firstFrameMs")
                size = page.evaluate("[canvas.width, canvas.height, innerWidth, innerHeight]")
                print(f"     {sample}: first frame {first_ms:.0f} ms after navigation, canvas {size[0]}x{size[1]}")
                check(size[0] == size[2] and size[1] == size[3], f"{sample}: the canvas fills the window")
                check(page.evaluate("location.hash") == f"#{sample}", f"{sample}: the fragment names the sample")
                png = os.path.join(args.out, f"web-{sample}.png")
                page.screenshot(png)
                colours = subprocess.run([args.render_colors, sample, png], capture_output=True, text=True)
                said = (colours.stdout or colours.stderr).strip().splitlines()
                said = said[0].split(":", 1)[-1].strip() if said else f"render_colors exited {colours.returncode}"
                check(colours.returncode == 0, f"{sample}: both verdict colours ({said})")
                text, badge = hud_pixels(png)
                check(text >= 100 and badge >= 100, f"{sample}: the HUD is drawn ({text} text pixels, {badge} badge pixels)")
                page.call("Runtime.evaluate", expression="0")  # collect the console so far
                errors = [text for kind, text in page.console if kind in ("error", "assert")]
                check(not errors, f"{sample}: no error in the console" + (f": {errors[:3]}" if errors else ""))

            if args.keys:
                sample = args.samples[0]
                page.call("Page.navigate", url="about:blank")
                page.wait_for("location.href == 'about:blank'", 10)
                page.call("Page.navigate", url=f"{base}#{sample}")
                page.wait_for("typeof Module == 'object' && Module.frames >= 3")
                page.console.clear()
                page.key(".", "Period", 190, ".")
                page.wait_for("Module.frames >= 0", 1)
                time.sleep(0.3)
                page.evaluate("0")
                presets = [text for kind, text in page.console if text and text.startswith("preset 1/")]
                check(bool(presets), f"'.' applies a preset ({presets[0] if presets else page.console[-3:]})")
                title = page.evaluate("document.title")
                page.key("ArrowRight", "ArrowRight", 39)
                hash_after = page.wait_for(f"location.hash != '#{sample}' && location.hash")
                title_after = page.evaluate("document.title")
                check(bool(hash_after) and title_after != title,
                      f"Right switches the sample: fragment {hash_after}, title '{title_after}'")
                page.key(" ", "Space", 32, " ")
                page.key("ArrowDown", "ArrowDown", 40)
                scrolled = page.evaluate("[scrollX, scrollY, document.activeElement && document.activeElement.tagName]")
                check(scrolled[0] == 0 and scrolled[1] == 0, f"Space and arrows do not scroll the page ({scrolled})")
        finally:
            process.terminate()
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
            for _ in range(20):
                try:
                    shutil.rmtree(profile)
                    break
                except OSError:
                    time.sleep(0.25)
    server.shutdown()
    passed = sum(results)
    print(f"{passed} passed, {len(results) - passed} failed")
    return 0 if passed == len(results) else 1


if __name__ == "__main__":
    sys.exit(main())
