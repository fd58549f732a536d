"""Play or Pay's own table parts: display model, places, UiState, painters, motions,
controls and input, wording and card art; :data:`scenes.playorpay.kit.TABLE_KIT`."""
