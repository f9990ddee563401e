"""What the tests share: the real scene, scripted shoes, stored files, the desktop services."""
