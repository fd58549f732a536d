"""The way a guided game's arrow takes from the callout column to the part it explains:
straight where it can, else round the parts it should not cross (buttons, other moves, a
prompt, labels), with few bends; where no way is clear, across as little of them as it
can (no pygame drawing here: points only)."""

from __future__ import annotations

import heapq
from collections.abc import Sequence

import pygame

Point = tuple[int, int]

#: Directions on the grid: east, west, south, north.
STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))
#: What a bend costs, in grid cells of straight line; what a cell costs on top inside
#: a part to keep clear, and within a few pixels of one (a way between two parts is
#: taken, but not hugged).
BEND = 30
INSIDE = 14
NEAR = 2


class Grid:
    """Cells of ``size`` pixels over ``bounds``, each with what crossing it costs on top
    of its length: :data:`INSIDE` when its centre lies in one of ``obstacles``,
    :data:`NEAR` within ``margin`` pixels of one."""

    def __init__(
        self, bounds: pygame.Rect, size: int, obstacles: Sequence[pygame.Rect], margin: int
    ) -> None:
        self.bounds, self.size = bounds, size
        self.cols = max(1, bounds.width // size)
        self.rows = max(1, bounds.height // size)
        self.cost = bytearray(self.cols * self.rows)
        for rect in obstacles:
            for extra, part in ((NEAR, rect.inflate(2 * margin, 2 * margin)), (INSIDE, rect)):
                for i, j in self.cells_in(part):
                    k = j * self.cols + i
                    self.cost[k] = max(self.cost[k], extra)

    def centre(self, i: int, j: int) -> Point:
        half = self.size // 2
        return (self.bounds.x + i * self.size + half, self.bounds.y + j * self.size + half)

    def cells_in(self, rect: pygame.Rect) -> list[tuple[int, int]]:
        """The cells whose centre lies inside ``rect``."""
        half, size = self.size // 2, self.size
        i0 = max(0, -(-(rect.left - self.bounds.x - half) // size))
        j0 = max(0, -(-(rect.top - self.bounds.y - half) // size))
        i1 = min(self.cols, (rect.right - 1 - self.bounds.x - half) // size + 1)
        j1 = min(self.rows, (rect.bottom - 1 - self.bounds.y - half) // size + 1)
        return [(i, j) for j in range(j0, j1) for i in range(i0, i1)]


def route(
    target: pygame.Rect,
    exit_x: int,
    span: tuple[int, int],
    bounds: pygame.Rect,
    obstacles: Sequence[pygame.Rect],
    s: float,
) -> list[Point] | None:
    """Corner points of an arrow from the callout (its left edge at ``exit_x``, the line
    leaving it anywhere between ``span`` = (top, bottom)) to ``target``, which lies left
    of it in ``bounds``: axis-aligned segments that cross none of ``obstacles`` (kept
    a few pixels away) where it can, else across as little of them as it can; few bends,
    then short. The first point is on the callout's edge, the last the tip: just inside
    ``target``'s edge. None when ``target`` is out of ``bounds`` or ``span`` is empty."""
    size = max(4, round(8 * s))
    grid = Grid(bounds, size, obstacles, max(2, int(6 * s)))
    inside = grid.cells_in(target) or grid.cells_in(target.inflate(size, size))
    if not inside:
        return None
    found = _search(grid, inside, span)
    if found is None:
        return None
    cells, first = found
    points = [grid.centre(i, j) for i, j in cells]
    points[0] = _edge(target, points[0], first, int(10 * s))
    points.append((exit_x, points[-1][1]))
    return _corners(points)[::-1]


def _search(
    grid: Grid, sources: list[tuple[int, int]], span: tuple[int, int]
) -> tuple[list[tuple[int, int]], int] | None:
    """The cheapest way from a source cell to the grid's right edge (heading east, at a
    height within ``span``): its cells from the source on, and the direction of its first
    step. A* over (cell, heading); a source costs its distance from the sources' middle
    (an arrow meets its target near the middle), a bend :data:`BEND` cells, a cell what
    the grid says."""
    cols, rows = grid.cols, grid.rows
    start = set(sources)
    mid_i = sum(i for i, _ in sources) / len(sources)
    mid_j = sum(j for _, j in sources) / len(sources)
    best: dict[tuple[int, int, int], int] = {}
    back: dict[tuple[int, int, int], tuple[int, int, int] | None] = {}
    heap: list[tuple[int, int, int, int, int]] = []
    for i, j in sources:
        cost = int(1.5 * (abs(i - mid_i) + abs(j - mid_j)))
        for d in range(4):
            best[(i, j, d)] = cost
            back[(i, j, d)] = None
            heap.append((cost + cols - 1 - i, cost, i, j, d))
    heapq.heapify(heap)
    low, high = span
    while heap:
        _, cost, i, j, d = heapq.heappop(heap)
        if best.get((i, j, d), -1) != cost:
            continue
        y = grid.centre(i, j)[1]
        if i == cols - 1 and d == 0 and low <= y <= high and (i, j) not in start:
            return _walk(back, (i, j, d))
        for nd, (di, dj) in enumerate(STEPS):
            ni, nj = i + di, j + dj
            if not (0 <= ni < cols and 0 <= nj < rows) or (ni, nj) in start:
                continue
            step = cost + 1 + grid.cost[nj * cols + ni]
            step += BEND if nd != d and (i, j) not in start else 0
            key = (ni, nj, nd)
            if step < best.get(key, 1 << 30):
                best[key] = step
                back[key] = (i, j, d)
                heapq.heappush(heap, (step + cols - 1 - ni, step, ni, nj, nd))
    return None


def _walk(
    back: dict[tuple[int, int, int], tuple[int, int, int] | None], end: tuple[int, int, int]
) -> tuple[list[tuple[int, int]], int]:
    """The cells from the source to ``end`` and the heading of the first step."""
    states = [end]
    while (previous := back[states[-1]]) is not None:
        states.append(previous)
    states.reverse()
    first = states[1][2] if len(states) > 1 else 0
    return [(i, j) for i, j, _ in states], first


def _edge(target: pygame.Rect, centre: Point, heading: int, depth: int) -> Point:
    """The tip of a line leaving ``target`` from ``centre`` with ``heading``: ``depth``
    pixels inside its edge (less in a small target), so that the arrowhead shows even
    when the line reaches the edge from close by."""
    x, y = centre
    across = target.width if heading < 2 else target.height
    depth = max(1, min(depth, across // 3))
    if heading == 0:
        return (target.right - depth, y)
    if heading == 1:
        return (target.left + depth, y)
    if heading == 2:
        return (x, target.bottom - depth)
    return (x, target.top + depth)


def _corners(points: list[Point]) -> list[Point]:
    """``points`` without those in the middle of a straight run."""
    out = [points[0]]
    for k in range(1, len(points) - 1):
        a, b, c = out[-1], points[k], points[k + 1]
        if (a[0] == b[0] == c[0]) or (a[1] == b[1] == c[1]):
            continue
        out.append(b)
    out.append(points[-1])
    return out
