"""A minimal pygame-ce window app, frozen the same way as Play or Pay to compare sizes.

It opens a window, draws one frame and exits (``--self-test`` is accepted and ignored).
"""

import sys

import pygame


def main() -> int:
    pygame.init()
    screen = pygame.display.set_mode((320, 200))
    screen.fill((20, 90, 60))
    pygame.display.flip()
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
