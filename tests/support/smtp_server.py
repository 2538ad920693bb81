#!/usr/bin/python3
"""A real SMTP server for the tests of `adjutant-cli send` (aiosmtpd, Debian's
python3-aiosmtpd), on a free port of 127.0.0.1.

usage: smtp_server.py FOLDER [USER:PASSWORD] [--tls CERT KEY]

Prints "PORT <n>" when it listens, then writes each message it accepts as
FOLDER/<n>.eml (the bytes of DATA, as received) and FOLDER/<n>.envelope (the
MAIL FROM address, then one line per RCPT TO address), n counting from 1.
A recipient whose address starts with "reject" is refused with
"550 5.1.1 <address>: Recipient address rejected". Given USER:PASSWORD, it
offers AUTH PLAIN and LOGIN (over plain SMTP: this is a test), accepts mail
only after that login, and writes the user of each message to FOLDER/<n>.login.
With --tls it offers STARTTLS with that certificate (smtp-test-cert.pem beside
this file: 127.0.0.1, self-signed, for the tests only), takes no mail before
it, and writes the TLS version of each message to FOLDER/<n>.tls.
It stops at the end of its standard input.
"""
import argparse
import os
import socket
import ssl
import sys

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult


class Handler:
    def __init__(self, folder):
        self.folder = folder
        self.count = 0

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if address.startswith("reject"):
            return "550 5.1.1 <%s>: Recipient address rejected" % address
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        self.count += 1
        base = os.path.join(self.folder, str(self.count))
        with open(base + ".eml", "wb") as f:
            f.write(envelope.original_content)
        with open(base + ".envelope", "w") as f:
            f.write("\n".join([envelope.mail_from] + envelope.rcpt_tos) + "\n")
        if session.ssl:
            with open(base + ".tls", "w") as f:
                f.write(session.ssl["ssl_object"].version() + "\n")
        if session.authenticated:
            with open(base + ".login", "w") as f:
                f.write(session.auth_data.login.decode() + "\n")
        return "250 Message accepted for delivery"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def authenticator(user, password):
    def check(server, session, envelope, mechanism, auth_data):
        ok = auth_data.login.decode() == user and auth_data.password.decode() == password
        return AuthResult(success=ok, handled=False, auth_data=auth_data)
    return check


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("folder")
    parser.add_argument("login", nargs="?")
    parser.add_argument("--tls", nargs=2, metavar=("CERT", "KEY"))
    args = parser.parse_args()
    port = free_port()
    options = {}
    if args.login:
        user, password = args.login.split(":", 1)
        options.update(authenticator=authenticator(user, password), auth_required=True, auth_require_tls=False)
    if args.tls:
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        context.load_cert_chain(*args.tls)
        options.update(tls_context=context, require_starttls=True)
    controller = Controller(Handler(args.folder), hostname="127.0.0.1", port=port, **options)
    controller.start()
    print("PORT %d" % port, flush=True)
    sys.stdin.read()
    controller.stop()


if __name__ == "__main__":
    main()
