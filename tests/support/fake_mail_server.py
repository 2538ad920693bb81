#!/usr/bin/python3
"""A misbehaving IMAP or POP3 server for the tests of `adjutant-cli fetch`, on
a free port of 127.0.0.1, without TLS or login.

usage: fake_mail_server.py SCENARIO

Prints "PORT <n>" when it listens, then answers each connection as SCENARIO
says (the list below), counting connections from 1. It stops at the end of
its standard input, so that it never outlives the test that started it.
"""
import socket
import sys
import threading
import time
import os

MESSAGE = (b"From: ann@example.org\r\nSubject: Orders\r\nDate: Tue, 8 Dec 2026 17:00:00 +0100\r\n\r\n"
           b"NATION ENG\r\n.a dot line\r\n")


def message(n):
    return MESSAGE.replace(b"Orders", b"Orders %d" % n)


def stuffed(body):
    """A POP3 multi-line answer's lines: dot-stuffed, ended by "."."""
    lines = body.split(b"\r\n")
    return b"\r\n".join(b"." + l if l.startswith(b".") else l for l in lines[:-1]) + b"\r\n.\r\n"


def drip(conn, data):
    """One byte a second, for ever (until the client goes)."""
    for i in range(10 ** 6):
        conn.sendall(data[i % len(data):i % len(data) + 1])
        time.sleep(1)


def endless_uidl(conn):
    conn.sendall(b"+OK\r\n")
    n = 0
    while True:
        conn.sendall(b"".join(b"%d uid-%d\r\n" % (i, i) for i in range(n + 1, n + 10001)))
        n += 10000


class Lines:
    def __init__(self, conn):
        self.conn, self.buffer = conn, b""

    def next(self):
        while b"\n" not in self.buffer:
            data = self.conn.recv(65536)
            if not data:
                return None
            self.buffer += data
        line, self.buffer = self.buffer.split(b"\n", 1)
        return line.rstrip(b"\r").decode("latin-1")


# POP3: what each scenario answers to UIDL and to TOP n (or RETR n); None: the usual.
def pop3_uidl(scenario, number):
    if scenario == "pop3-uidl-bad-end":
        return b"+OK\r\n" + b"".join(b"%d u%d\r\n" % (i, i) for i in range(1, 3001)) + b"3001 two words\r\n.\r\n"
    if scenario == "pop3-empty":
        return b"+OK\r\n.\r\n"
    return b"+OK\r\n1 first\r\n2 second\r\n.\r\n"


def pop3_top(scenario, number, n, conn):
    whole = b"+OK\r\n" + stuffed(message(n))
    if scenario == "pop3-cut" and n == 2 and number == 1:
        conn.sendall(whole[:len(whole) // 2])
        return False  # closed
    if scenario == "pop3-no-end" and n == 1:
        conn.sendall(b"+OK\r\n" + b"NATION ENG\r\n" * 200000)  # 2.4 MB, no "."
        return False
    if scenario == "pop3-drip" and n == 1:
        drip(conn, whole)
    if scenario == "pop3-huge" and n == 1:
        conn.sendall(b"+OK\r\n" + MESSAGE)
        chunk = (b"x" * 1022 + b"\r\n") * 64
        for _ in range(66 * 16):  # 66 MiB
            conn.sendall(chunk)
        conn.sendall(b".\r\n")
        return True
    conn.sendall(whole)
    return True


def pop3(conn, scenario, number, words):
    """The answer to one command; False: the connection ends."""
    command = words[0].upper() if words else ""
    if command == "CAPA":
        conn.sendall(b"+OK\r\nUIDL\r\nTOP\r\n.\r\n")
    elif command == "UIDL":
        if scenario == "pop3-uidl-endless":
            endless_uidl(conn)
        conn.sendall(pop3_uidl(scenario, number))
    elif command in ("TOP", "RETR"):
        return pop3_top(scenario, number, int(words[1]), conn)
    elif command == "QUIT":
        conn.sendall(b"+OK bye\r\n")
        return False
    else:
        conn.sendall(b"-ERR unknown\r\n")
    return True


# IMAP: what each scenario answers to UID SEARCH and UID FETCH.
def imap_search(scenario):
    return {
        "imap-search-zero": b"* SEARCH 0 1 2 3\r\n",
        "imap-search-junk": b"* SEARCH 1 abc 2 -4 3 99999999999999999999\r\n",
        "imap-search-nul": b"* SEARCH 1 2\x00 3\r\n",
    }.get(scenario, b"* SEARCH 2\r\n")


def imap_fetch(scenario, uid, tag, conn):
    body = message(uid)
    literal = b"* 1 FETCH (UID %d BODY[] {%d}\r\n%s)\r\n" % (uid, len(body), body)
    answers = {
        "imap-other-uid": literal.replace(b"UID %d " % uid, b"UID %d " % (uid + 1)),
        "imap-nil": b"* 1 FETCH (UID %d BODY[] NIL)\r\n" % uid,
        "imap-quoted": b'* 1 FETCH (UID %d BODY[] "Subject: quoted \\"q\\" \\\\ x")\r\n' % uid,
        "imap-no-body": b"* 1 FETCH (UID %d FLAGS (\\Seen))\r\n" % uid,
        "imap-two-literals": b"* 1 FETCH (UID %d BODY[HEADER.FIELDS (FROM)] {9}\r\nFrom: x\r\n BODY[] {%d}\r\n%s)\r\n"
                             % (uid, len(body), body),
        "imap-too-large": b"* 1 FETCH (UID %d BODY[] {70000000}\r\n" % uid,
    }
    if scenario == "imap-drip":
        conn.sendall(b"* 1 FETCH (UID %d BODY[] {%d}\r\n" % (uid, len(body)))
        drip(conn, body)
    if scenario == "imap-cut":
        conn.sendall(literal[:len(literal) // 2])
        return False
    conn.sendall(answers.get(scenario, literal) + tag + b" OK done\r\n")
    return scenario != "imap-too-large"


def imap(conn, scenario, number, words):
    """The answer to one command; False: the connection ends."""
    tag = words[0].encode() if words else b"*"
    command = " ".join(words[1:3]).upper()
    if command.startswith("CAPABILITY"):
        conn.sendall(b"* CAPABILITY IMAP4rev1\r\n" + tag + b" OK done\r\n")
    elif command.startswith("EXAMINE"):
        conn.sendall(b"* 1 EXISTS\r\n* OK [UIDVALIDITY 7] ok\r\n" + tag + b" OK [READ-ONLY] done\r\n")
    elif command == "UID SEARCH":
        conn.sendall(imap_search(scenario) + tag + b" OK done\r\n")
    elif command == "UID FETCH":
        return imap_fetch(scenario, int(words[3]), tag, conn)
    elif command.startswith("LOGOUT"):
        conn.sendall(b"* BYE bye\r\n" + tag + b" OK done\r\n")
        return False
    else:
        conn.sendall(tag + b" BAD unknown\r\n")
    return True


def serve(conn, scenario, number):
    answer = pop3 if scenario.startswith("pop3") else imap
    try:
        conn.sendall(b"+OK fake POP3 ready\r\n" if answer == pop3 else b"* OK fake IMAP ready\r\n")
        lines = Lines(conn)
        line = lines.next()
        while line is not None and answer(conn, scenario, number, line.split()):
            line = lines.next()
    except OSError:
        pass  # the client went
    finally:
        conn.close()


def main():
    scenario = sys.argv[1]
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    print("PORT %d" % listener.getsockname()[1], flush=True)

    def accept():
        number = 0
        while True:
            conn, _ = listener.accept()
            number += 1
            threading.Thread(target=serve, args=(conn, scenario, number), daemon=True).start()

    threading.Thread(target=accept, daemon=True).start()
    sys.stdin.read()
    os._exit(0)


if __name__ == "__main__":
    main()
