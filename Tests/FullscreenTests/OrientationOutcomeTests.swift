import Fullscreen
