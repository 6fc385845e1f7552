#!/usr/bin/python3
"""A WebKitGTK window for WebKitWebDriver: the browser the WebKit journeys drive (tests/setup/engines.ts).

Debian's MiniBrowser does the same, but the pages it opens for WebDriver do not write their console
to stdout (its --enable-write-console-messages-to-stdout applies to its own windows only), and a test
that fails on console errors has to read them. This one gives every page WebDriver opens that
setting, a 390 x 844 window without decorations, and storage of its own in --data-dir (service
workers, caches, localStorage), and sends its stdout (where WebKit writes each console message as
"url:line:column: CONSOLE <source> <level> <text>") to --console-log.

Started by WebKitWebDriver as `webkit-browser.py --automation --data-dir=DIR --console-log=FILE`
(the `webkitgtk:browserOptions` capability), and --no-javascript for a page without its scripts. Needs python3-gi and gir1.2-webkit2-4.1 (Debian).
"""
import os
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

WIDTH, HEIGHT = 390, 844


def option(name: str) -> str:
    prefix = f"--{name}="
    for arg in sys.argv[1:]:
        if arg.startswith(prefix):
            return arg[len(prefix):]
    sys.exit(f"webkit-browser.py: {prefix}... is required")


# Console messages are written by the web process, which inherits this process's stdout.
log = os.open(option("console-log"), os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
os.dup2(log, 1)
os.dup2(log, 2)

data_dir = option("data-dir")
manager = WebKit2.WebsiteDataManager(
    base_data_directory=data_dir, base_cache_directory=os.path.join(data_dir, "cache")
)
context = WebKit2.WebContext.new_with_website_data_manager(manager)
context.set_automation_allowed(True)
settings = WebKit2.Settings(
    enable_write_console_messages_to_stdout=True,
    # --no-javascript: the page's own scripts off (a reader without JavaScript); WebDriver's
    # scripts still run.
    enable_javascript_markup="--no-javascript" not in sys.argv,
    # As on a phone: media starts on a tap (the player's controls are tested that way).
    media_playback_requires_user_gesture=True,
)


def create_web_view(_session):
    view = WebKit2.WebView(web_context=context, settings=settings, is_controlled_by_automation=True)
    window = Gtk.Window()
    window.set_decorated(False)
    window.set_default_size(WIDTH, HEIGHT)
    window.add(view)
    view.connect("close", lambda _view: window.destroy())
    window.show_all()
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("WanderlustWebKit")
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)
    session.connect("create-web-view", create_web_view)


context.connect("automation-started", automation_started)
Gtk.main()
