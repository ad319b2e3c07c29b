import ScreenGen

print("generate: not yet")
