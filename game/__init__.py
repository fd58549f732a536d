"""Play or Pay engine: rules, records, bots and the headless CLI. Never imports pygame."""

__version__ = "0.1.0"
