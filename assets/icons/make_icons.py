"""Draw the Play or Pay app icon and write app.png, app.ico and app.icns beside this file.

Run: SDL_VIDEODRIVER=dummy python assets/icons/make_icons.py  (own work, CC0 1.0).
The icon is a fan of two cards with a red chip, drawn with pygame at 1024 px and
scaled down; ICO and ICNS files embed PNG images (supported since Windows Vista and
macOS 10.7).
"""

from __future__ import annotations

import io
import struct
from pathlib import Path

import pygame

HERE = Path(__file__).parent
SIZE = 1024


def draw_icon() -> pygame.Surface:
    surface = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    pygame.draw.rect(surface, (16, 78, 58), (40, 40, 944, 944), border_radius=200)
    pygame.draw.rect(surface, (34, 120, 88), (40, 40, 944, 944), width=24, border_radius=200)
    font = pygame.font.Font(str(HERE.parent / "fonts" / "DejaVuSans-Bold.ttf"), 300)
    for angle, colour, number, dx in (
        (14, (196, 64, 40), "35", 110),
        (-10, (40, 110, 170), "3", -90),
    ):
        card = pygame.Surface((420, 600), pygame.SRCALPHA)
        pygame.draw.rect(card, (250, 245, 230), card.get_rect(), border_radius=48)
        pygame.draw.rect(card, (200, 190, 170), card.get_rect(), width=10, border_radius=48)
        text = font.render(number, True, colour)
        card.blit(text, text.get_rect(center=(210, 300)))
        rotated = pygame.transform.rotozoom(card, angle, 1.0)
        surface.blit(rotated, rotated.get_rect(center=(SIZE // 2 + dx, SIZE // 2 - 40)))
    centre = (SIZE // 2 + 250, SIZE // 2 + 280)
    pygame.draw.circle(surface, (120, 20, 24), (centre[0] + 8, centre[1] + 14), 150)
    pygame.draw.circle(surface, (214, 52, 56), centre, 150)
    pygame.draw.circle(surface, (250, 240, 235), centre, 150, width=26)
    pygame.draw.circle(surface, (250, 240, 235), centre, 80, width=14)
    return surface


def png_bytes(surface: pygame.Surface, size: int) -> bytes:
    scaled = pygame.transform.smoothscale(surface, (size, size))
    buffer = io.BytesIO()
    pygame.image.save(scaled, buffer, "icon.png")
    return buffer.getvalue()


def write_ico(surface: pygame.Surface, path: Path, sizes: tuple[int, ...]) -> None:
    images = [png_bytes(surface, s) for s in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries = b""
    for size, data in zip(sizes, images, strict=True):
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    path.write_bytes(header + entries + b"".join(images))


#: Every image a macOS icon holds (type, pixels): 16, 32, 64, 128, 256, 512 and 1024 px,
#: which are 16 to 512 points at 1x and 2x (ic11-ic14 and ic10 are the @2x ones).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def write_icns(surface: pygame.Surface, path: Path) -> None:
    chunks = b""
    for kind, size in ICNS_TYPES:
        data = png_bytes(surface, size)
        chunks += kind + struct.pack(">I", len(data) + 8) + data
    path.write_bytes(b"icns" + struct.pack(">I", len(chunks) + 8) + chunks)


def main() -> None:
    pygame.init()
    pygame.display.set_mode((1, 1))
    icon = draw_icon()
    (HERE / "app.png").write_bytes(png_bytes(icon, 256))
    write_ico(icon, HERE / "app.ico", (256, 64, 48, 32, 16))
    write_icns(icon, HERE / "app.icns")
    pygame.quit()


if __name__ == "__main__":
    main()
