#!/usr/bin/python3
"""The web build in headless Chromium (software WebGL 2 through SwiftShader), driven through the
DevTools protocol: for each sample, open site/index.html#ID at 1280x720, wait for frames, take a
screenshot, and check that the sample rendered both verdict colours (render_colors, as for the
desktop) where its desktop golden image has them (every hit and apart pixel of either image has
one of its colour within 2 pixels in the other, but for 2% and 30 pixels: the rasterisers
differ by a pixel on an edge, and where two lines coincide either may win; ?still=3 holds the
animations where the golden image's three frames leave them), that the HUD is drawn (its text
and the green "checks passed" badge in the top-left corner) and that the console holds no
error. The comparison must also tell one sample's page
from another's golden image. With --keys, also drive the page as a person would: '.' applies a
preset (its name in the console's log), C shows copy-as-test on the page and puts it on the
clipboard, a mouse drag lifts box 2 of aabb-plane off its plane (read from ?log-state), Right
switches to the next sample (the fragment and the title change), the page has not scrolled, and
a page opened again without a fragment comes back to the last sample (the settings kept in the
browser's storage).

Usage: web_page.py --site DIR --render-colors PROGRAM --golden DIR --project PROGRAM --out DIR
                   [--keys] ID...
Prints one line per check and "N passed, M failed"; exits 1 when any failed, 77 (skipped) when
chromium or python3-websocket is missing."""
import argparse
import base64
import functools
import http.server
import json
import re
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
    from PIL import Image, ImageChops, ImageFilter  # Debian's python3-pil
except ImportError as e:
    print(f"skipped: {e} (apt-get install python3-websocket python3-pil)")
    sys.exit(77)

WIDTH, HEIGHT = 1280, 720  # the golden images' size


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


def open_page(page, url):
    """A fresh load of url (not a fragment change), once it has drawn a few frames."""
    page.call("Page.navigate", url="about:blank")
    page.wait_for("location.href == 'about:blank'", 10)
    page.console.clear()
    page.call("Page.navigate", url=url)
    page.wait_for("typeof Module == 'object' && Module.frames >= 3")


def logged(page, pattern, seconds=5):
    """The first console line matching the regular expression, waiting up to seconds for it."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        page.evaluate("0")  # collects the console so far
        for _, text in page.console:
            if text and re.search(pattern, text):
                return text
        time.sleep(0.1)
    return None


def drag(page, x, y, dx, dy, steps=10):
    """A left-button drag from (x, y) by (dx, dy) in steps, as a mouse would send it."""
    page.call("Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y)
    page.call("Input.dispatchMouseEvent", type="mousePressed", x=x, y=y, button="left", buttons=1, clickCount=1)
    for k in range(1, steps + 1):
        page.call("Input.dispatchMouseEvent", type="mouseMoved", x=x + dx * k / steps, y=y + dy * k / steps,
                  button="left", buttons=1)
        time.sleep(0.03)
    page.call("Input.dispatchMouseEvent", type="mouseReleased", x=x + dx, y=y + dy, button="left", buttons=0,
              clickCount=1)


def drive(page, base, args, check):
    """Keys and the mouse on aabb-plane, as a person would use the page."""
    sample = "aabb-plane"
    origin = base.rsplit("/", 1)[0]
    page.call("Browser.grantPermissions", origin=origin, permissions=["clipboardReadWrite", "clipboardSanitizedWrite"])
    open_page(page, f"{base}?log-state#{sample}")
    check(bool(logged(page, r"^state aabb-plane: box 2: .*they meet")), "?log-state logs the HUD's lines to the console")

    page.key(".", "Period", 190, ".")
    line = logged(page, r"^preset 1/")
    check(bool(line), f"'.' applies a preset ({line or page.console[-3:]})")

    page.key("c", "KeyC", 67, "c")
    shown = page.wait_for("!document.getElementById('copied').hidden && document.getElementById('copied-text').textContent", 5)
    check(bool(shown) and "assert(isect_aabb_plane(" in shown, f"C shows copy-as-test on the page ({(shown or '')[:60]!r}...)")
    clip = page.call("Runtime.evaluate", expression="navigator.clipboard.readText()", awaitPromise=True,
                     returnByValue=True).get("result", {}).get("value")
    check(bool(clip) and clip == shown, "C puts the same test on the clipboard")

    # A drag of box 2 by its centre (0.5, -0.5, 0.5), 200 pixels up: it leaves the plane. The
    # page comes back with the camera it was left with (the preset framed its shapes): Home
    # first, and the end of its 0.3 s move, for the sample's own view that project_point assumes.
    open_page(page, f"{base}?log-state#{sample}")
    page.key("Home", "Home", 36)
    time.sleep(0.6)
    x, y = map(int, subprocess.run([args.project, sample, str(WIDTH), str(HEIGHT), "0.5", "-0.5", "0.5"],
                                   capture_output=True, text=True, check=True).stdout.split())
    drag(page, x, y, 0, -200)
    line = logged(page, r"^state aabb-plane: box 2: .*apart")
    check(bool(line), f"a drag lifts box 2 off the plane ({line})")

    title = page.evaluate("document.title")
    page.key("ArrowRight", "ArrowRight", 39)
    hash_after = page.wait_for(f"location.hash != '#{sample}' && location.hash")
    title_after = page.evaluate("document.title")
    check(bool(hash_after) and title_after != title, f"Right switches the sample: fragment {hash_after}, title '{title_after}'")
    page.key(" ", "Space", 32, " ")
    page.key("ArrowDown", "ArrowDown", 40)
    scrolled = page.evaluate("[scrollX, scrollY, document.activeElement && document.activeElement.tagName]")
    check(scrolled[0] == 0 and scrolled[1] == 0, f"Space and arrows do not scroll the page ({scrolled})")

    open_page(page, base)  # leaving the page saves the settings; no fragment: the last sample
    back = page.wait_for("location.hash", 5)
    check(back == hash_after, f"the page opened again comes back to the last sample ({back}, was {hash_after})")


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


def verdict_masks(png, render_colors):
    """The pixels in the hit colour and in the apart colour, as two black-and-white images:
    render_colors --masks classifies them by the palette's own colours (tests/verdict_colors.h),
    so this test never holds a copy of them."""
    with tempfile.TemporaryDirectory(prefix="isect-masks-") as scratch:
        hit, apart = os.path.join(scratch, "hit.png"), os.path.join(scratch, "apart.png")
        subprocess.run([render_colors, "--masks", png, hit, apart], check=True, capture_output=True)
        return Image.open(hit).convert("L"), Image.open(apart).convert("L")


def unmatched(mask, other, reach=2):
    """How many pixels of mask have none of other within reach pixels."""
    near = other.filter(ImageFilter.MaxFilter(2 * reach + 1))
    return ImageChops.subtract(mask, near).histogram()[255]


def same_verdict_colours(png, golden, render_colors):
    """Whether png shows the hit and apart colours where golden does (and only there), and the
    figures."""
    said, ok = [], True
    for name, mine, theirs in zip(("hit", "apart"), verdict_masks(png, render_colors),
                                  verdict_masks(golden, render_colors)):
        counts = mine.histogram()[255], theirs.histogram()[255]
        lost, extra = unmatched(theirs, mine), unmatched(mine, theirs)
        ok = ok and lost <= 0.02 * counts[1] + 30 and extra <= 0.02 * counts[0] + 30
        said.append(f"{name} {counts[0]} vs {counts[1]}, {lost} missing, {extra} extra")
    return ok, "; ".join(said)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--site", required=True)
    parser.add_argument("--render-colors", required=True)
    parser.add_argument("--golden", required=True)
    parser.add_argument("--project", required=True)
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
                page.call("Page.navigate", url=f"{base}?still=3#{sample}")  # animations held as in a golden image
                frames = page.wait_for("typeof Module == 'object' && Module.frames >= 5 && Module.frames")
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
                golden = os.path.join(args.golden, f"{sample}.png")
                ok, said = same_verdict_colours(png, golden, args.render_colors)
                check(ok, f"{sample}: the verdict colours of its desktop golden image ({said})")
                text, badge = hud_pixels(png)
                check(text >= 100 and badge >= 100, f"{sample}: the HUD is drawn ({text} text pixels, {badge} badge pixels)")
                page.call("Runtime.evaluate", expression="0")  # collect the console so far
                errors = [text for kind, text in page.console if kind in ("error", "assert")]
                check(not errors, f"{sample}: no error in the console" + (f": {errors[:3]}" if errors else ""))

            if len(args.samples) > 1:  # a test that cannot fail proves nothing: another sample's image
                first = os.path.join(args.out, f"web-{args.samples[0]}.png")
                ok, said = same_verdict_colours(first, os.path.join(args.golden, f"{args.samples[1]}.png"),
                                                 args.render_colors)
                check(not ok, f"the comparison tells {args.samples[0]} from {args.samples[1]}'s golden image ({said})")
            if args.keys:
                drive(page, base, args, check)
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
