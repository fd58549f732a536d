"""Play or Pay's own table parts: display model, motions, layout, controls, wording, art."""
