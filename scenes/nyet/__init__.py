"""Nyet!'s table as parts (:data:`scenes.nyet.kit.TABLE_KIT`): display model, places,
UiState, painters, motions, controls, wording, art."""
