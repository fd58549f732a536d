"""Drawing components every table shares: seat panel, pills, prompt bar, toast and hand
fans. Each takes plain data and a rectangle and draws; none knows a game's rules."""
