"""The one generic table: turn flow, bots, pass-and-play curtain, autosave, log, banner,
sprite flights and the components every game's table is drawn from."""
