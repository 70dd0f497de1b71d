"""Pixels of a PNG, with the standard library alone (Debian's python3 has no PIL here), for
comparing screenshots: 8-bit RGB or RGBA, not interlaced, as Chromium writes them."""
import struct
import zlib


def pixels(path):
    """(width, height, channels, rows): rows is a list of bytes, one per row of pixels."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG")
    at, idat, header = 8, b"", None
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        at += 12 + length
    width, height, depth, colour, _, _, interlace = header
    channels = {2: 3, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace:
        raise ValueError(f"{path}: only 8-bit RGB or RGBA, not interlaced")
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = previous[x]
            c = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def differing(first, second, threshold=48):
    """How many pixels of two PNGs differ by more than `threshold` in some channel; None when
    their sizes differ."""
    w1, h1, c1, rows1 = pixels(first)
    w2, h2, c2, rows2 = pixels(second)
    if (w1, h1, c1) != (w2, h2, c2):
        return None
    count = 0
    for r1, r2 in zip(rows1, rows2):
        if r1 == r2:
            continue
        for x in range(0, len(r1), c1):
            if any(abs(r1[x + i] - r2[x + i]) > threshold for i in range(c1)):
                count += 1
    return count
