"""Charts drawn by the app with pygame alone: a line of values, bars of counts, a
calendar of days, each in a panel, with marks that read without colour.

A painter (:mod:`~scenes.charts.line`, :mod:`~scenes.charts.bars`,
:mod:`~scenes.charts.calendar`) draws plain values into a rectangle and returns the
rectangle of each point it drew, in order; a :class:`~scenes.charts.view.ChartView`
widget holds one painter, moves a focused point with the keyboard, finds the point under
the mouse and shows that point's caption. Charts never compute a statistic: they draw
the numbers they are given.
"""

from scenes.charts.bars import Bars, draw_bars
from scenes.charts.calendar import CalendarCell, draw_calendar
from scenes.charts.line import Line, draw_line
from scenes.charts.view import ChartView

__all__ = [
    "Bars",
    "CalendarCell",
    "ChartView",
    "Line",
    "draw_bars",
    "draw_calendar",
    "draw_line",
]
