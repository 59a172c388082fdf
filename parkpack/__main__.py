from .cli import main

# Guarded: computer players run in a spawned process, which imports this
# module again under another name and must not start a second app.
if __name__ == "__main__":
    raise SystemExit(main())
