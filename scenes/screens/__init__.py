"""Full-window screens and overlays: menu, setup, load, settings, rules, results, curtain,
dialogs. They reach each other only through the app's navigator."""
