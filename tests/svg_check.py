"""Checks an SVG figure written by isect-viewer --svg: it parses as XML, its width and height
are the window's, and it holds a <g class="shape" data-name="NAME"> with at least one stroke
for every NAME read from standard input (the sample's scene, from scene_names).
Usage: svg_check.py FILE WIDTH HEIGHT < names"""
import sys
import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"
path, width, height = sys.argv[1], sys.argv[2], sys.argv[3]
names = [line.strip() for line in sys.stdin if line.strip()]
problems = []
try:
    root = ET.parse(path).getroot()
except ET.ParseError as e:
    print(f"FAIL: {path} does not parse: {e}")
    sys.exit(1)
if root.tag != SVG + "svg":
    problems.append(f"the root is {root.tag}, not an svg element")
if (root.get("width"), root.get("height")) != (width, height):
    problems.append(f"size {root.get('width')}x{root.get('height')}, not {width}x{height}")
groups = {}
for g in root.iter(SVG + "g"):
    if g.get("class") == "shape":
        strokes = len(g.findall(SVG + "path")) + len(g.findall(SVG + "circle"))
        groups[g.get("data-name")] = groups.get(g.get("data-name"), 0) + strokes
if not names:
    problems.append("no shape names given")
for name in names:
    if name not in groups:
        problems.append(f"no group for shape {name}")
    elif groups[name] == 0:
        problems.append(f"the group of shape {name} draws nothing")
for p in problems:
    print(f"FAIL: {path}: {p}")
print(f"{path}: {len(names)} shapes, {len(groups)} groups" + ("" if problems else ", every shape grouped"))
sys.exit(1 if problems else 0)
