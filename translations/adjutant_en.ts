<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>adj::Core</name>
    <message numerus="yes">
        <source>%1 was yours at the start of the turn, but %n army(s) of %2 hold(s) it</source>
        <translation>
            <numerusform>%1 was yours at the start of the turn, but %n army of %2 holds it</numerusform>
            <numerusform>%1 was yours at the start of the turn, but %n armies of %2 hold it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n army(s) and %2 population</source>
        <translation>
            <numerusform>%1 holds %n army and %2 population</numerusform>
            <numerusform>%1 holds %n armies and %2 population</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n fort(s)</source>
        <translation>
            <numerusform>%1 has %n fort</numerusform>
            <numerusform>%1 has %n forts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n army(s) aboard in %1: use CONVOY</source>
        <translation>
            <numerusform>%n army is aboard in %1: use CONVOY</numerusform>
            <numerusform>%n armies are aboard in %1: use CONVOY</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n ship(s) for %2 aboard</source>
        <translation>
            <numerusform>%1 has %n ship for %2 aboard</numerusform>
            <numerusform>%1 has %n ships for %2 aboard</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n army(s) ordered, only %1 there</source>
        <translation>
            <numerusform>%n army ordered, only %1 there</numerusform>
            <numerusform>%n armies ordered, only %1 there</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) ordered, only %1 there</source>
        <translation>
            <numerusform>%n ship ordered, only %1 there</numerusform>
            <numerusform>%n ships ordered, only %1 there</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n message(s) of earlier turns left out</source>
        <translation>
            <numerusform>%n message of earlier turns left out</numerusform>
            <numerusform>%n messages of earlier turns left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n army(s) drowned in %1</source>
        <translation>
            <numerusform>%n army drowned in %1</numerusform>
            <numerusform>%n armies drowned in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n army(s)</source>
        <translation>
            <numerusform>%n army</numerusform>
            <numerusform>%n armies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s)</source>
        <translation>
            <numerusform>%n ship</numerusform>
            <numerusform>%n ships</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fort(s)</source>
        <translation>
            <numerusform>%n fort</numerusform>
            <numerusform>%n forts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n defending army(s)</source>
        <translation>
            <numerusform>%n defending army</numerusform>
            <numerusform>%n defending armies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n defending ship(s)</source>
        <translation>
            <numerusform>%n defending ship</numerusform>
            <numerusform>%n defending ships</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n surviving army(s)</source>
        <translation>
            <numerusform>%n surviving army</numerusform>
            <numerusform>%n surviving armies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::ui::ApLedgerModel</name>
    <message numerus="yes">
        <source>; %n spend(s) over it rejected</source>
        <translation>
            <numerusform>; %n spend over it rejected</numerusform>
            <numerusform>; %n spends over it rejected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spend(s)</source>
        <translation>
            <numerusform>%n spend</numerusform>
            <numerusform>%n spends</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rejected</source>
        <translation>
            <numerusform>%n rejected</numerusform>
            <numerusform>%n rejected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %3 AP spent; %4 of %n spend(s) rejected</source>
        <translation>
            <numerusform>%1: %2 of %3 AP spent; %4 of %n spend rejected</numerusform>
            <numerusform>%1: %2 of %3 AP spent; %4 of %n spends rejected</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::ui::ApLedgerPanel</name>
    <message numerus="yes">
        <source>%n spend(s)</source>
        <translation>
            <numerusform>%n spend</numerusform>
            <numerusform>%n spends</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rejected</source>
        <translation>
            <numerusform>%n rejected</numerusform>
            <numerusform>%n rejected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n message(s) to deliver</source>
        <translation>
            <numerusform>%n message to deliver</numerusform>
            <numerusform>%n messages to deliver</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n account(s) to open</source>
        <translation>
            <numerusform>%n account to open</numerusform>
            <numerusform>%n accounts to open</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::ui::BattleInspector</name>
    <message numerus="yes">
        <source>%n ship(s)</source>
        <translation>
            <numerusform>%n ship</numerusform>
            <numerusform>%n ships</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n army(-ies)</source>
        <translation>
            <numerusform>%n army</numerusform>
            <numerusform>%n armies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n army(-ies) aboard</source>
        <translation>
            <numerusform>%n army aboard</numerusform>
            <numerusform>%n armies aboard</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fort(s)</source>
        <translation>
            <numerusform>%n fort</numerusform>
            <numerusform>%n forts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::ui::DeadlineStatus</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::ui::HistoryPanel</name>
    <message numerus="yes">
        <source>&lt;b&gt;Turn %1 → turn %2&lt;/b&gt;: %n difference(s) in %3 place(s)</source>
        <translation>
            <numerusform>&lt;b&gt;Turn %1 → turn %2&lt;/b&gt;: %n difference in %3 place</numerusform>
            <numerusform>&lt;b&gt;Turn %1 → turn %2&lt;/b&gt;: %n differences in %3 places</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::ui::InboxDialog</name>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n line</numerusform>
            <numerusform>%n lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n nation(s) sent orders; %2 missing, %3 unmatched.</source>
        <translation>
            <numerusform>%1 of %n nation sent orders; %2 missing, %3 unmatched.</numerusform>
            <numerusform>%1 of %n nations sent orders; %2 missing, %3 unmatched.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::ui::MailboxFetcher</name>
    <message numerus="yes">
        <source>%1 of %n</source>
        <translation>
            <numerusform>%1 of %n</numerusform>
            <numerusform>%1 of %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n message(s) taken before</source>
        <translation>
            <numerusform>%n message taken before</numerusform>
            <numerusform>%n messages taken before</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fetch cancelled: %n new message(s) taken</source>
        <translation>
            <numerusform>Fetch cancelled: %n new message taken</numerusform>
            <numerusform>Fetch cancelled: %n new messages taken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new message(s) fetched</source>
        <translation>
            <numerusform>%n new message fetched</numerusform>
            <numerusform>%n new messages fetched</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::ui::InboxModel</name>
    <message numerus="yes">
        <source>… and %n more line(s)</source>
        <translation>
            <numerusform>… and %n more line</numerusform>
            <numerusform>… and %n more lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n line</numerusform>
            <numerusform>%n lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n order(s)</source>
        <translation>
            <numerusform>%n order</numerusform>
            <numerusform>%n orders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::ui::MainWindow</name>
    <message numerus="yes">
        <source>Recovered the unsaved work on %1: %n step(s) to undo</source>
        <translation>
            <numerusform>Recovered the unsaved work on %1: %n step to undo</numerusform>
            <numerusform>Recovered the unsaved work on %1: %n steps to undo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened with %n warning(s): %1</source>
        <translation>
            <numerusform>Opened with %n warning: %1</numerusform>
            <numerusform>Opened with %n warnings: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n area(s)</source>
        <translation>
            <numerusform>%n area</numerusform>
            <numerusform>%n areas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n land</source>
        <comment>areas</comment>
        <translation>
            <numerusform>%n land</numerusform>
            <numerusform>%n land</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n city(-ies)</source>
        <translation>
            <numerusform>%n city</numerusform>
            <numerusform>%n cities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sea(s)</source>
        <translation>
            <numerusform>%n sea</numerusform>
            <numerusform>%n seas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n neutral</source>
        <comment>areas</comment>
        <translation>
            <numerusform>%n neutral</numerusform>
            <numerusform>%n neutral</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n border(s)</source>
        <translation>
            <numerusform>%n border</numerusform>
            <numerusform>%n borders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n nation(s)</source>
        <translation>
            <numerusform>%n nation</numerusform>
            <numerusform>%n nations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n orders file(s)</source>
        <translation>
            <numerusform>Imported %n orders file</numerusform>
            <numerusform>Imported %n orders files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) to look at</source>
        <translation>
            <numerusform>%n problem to look at</numerusform>
            <numerusform>%n problems to look at</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s), </source>
        <translation>
            <numerusform>%1: %n line, </numerusform>
            <numerusform>%1: %n lines, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s)</source>
        <translation>
            <numerusform>%1: %n line</numerusform>
            <numerusform>%1: %n lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Orders in: %1 of %n nation(s)</source>
        <translation>
            <numerusform>Orders in: %1 of %n nation</numerusform>
            <numerusform>Orders in: %1 of %n nations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n line</numerusform>
            <numerusform>%n lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New game %1: %n area(s), not saved yet (File › Save As…)</source>
        <translation>
            <numerusform>New game %1: %n area, not saved yet (File › Save As…)</numerusform>
            <numerusform>New game %1: %n areas, not saved yet (File › Save As…)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Orders of %n nation(s) taken from the mail</source>
        <translation>
            <numerusform>Orders of %n nation taken from the mail</numerusform>
            <numerusform>Orders of %n nations taken from the mail</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::ui::ManualDialog</name>
    <message numerus="yes">
        <source>On %n page(s)</source>
        <translation>
            <numerusform>On %n page</numerusform>
            <numerusform>On %n pages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::ui::MapLegend</name>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::ui::NewGameDialog</name>
    <message numerus="yes">
        <source>%1 (%2, %n area(s))</source>
        <translation>
            <numerusform>%1 (%2, %n area)</numerusform>
            <numerusform>%1 (%2, %n areas)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::ui::OrdersPanel</name>
    <message numerus="yes">
        <source>No orders from %n nation(s): %1.</source>
        <translation>
            <numerusform>No orders from %n nation: %1.</numerusform>
            <numerusform>No orders from %n nations: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n order(s), no problems</source>
        <translation>
            <numerusform>%n order, no problems</numerusform>
            <numerusform>%n orders, no problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n order(s)</source>
        <translation>
            <numerusform>%n order</numerusform>
            <numerusform>%n orders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The orders have %n problem(s). Lines with a problem become failed actions in the players&apos; reports.</source>
        <translation>
            <numerusform>The orders have %n problem. Lines with a problem become failed actions in the players&apos; reports.</numerusform>
            <numerusform>The orders have %n problems. Lines with a problem become failed actions in the players&apos; reports.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::ui::ReplayPanel</name>
    <message numerus="yes">
        <source>&lt;b&gt;Turn %1 resolved&lt;/b&gt;: %n steps</source>
        <translation>
            <numerusform>&lt;b&gt;Turn %1 resolved&lt;/b&gt;: %n step</numerusform>
            <numerusform>&lt;b&gt;Turn %1 resolved&lt;/b&gt;: %n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failed</source>
        <translation>
            <numerusform>, %n failed</numerusform>
            <numerusform>, %n failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n battles</source>
        <translation>
            <numerusform>, %n battle</numerusform>
            <numerusform>, %n battles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Turn %1 from the history&lt;/b&gt; (read-only): %n steps</source>
        <translation>
            <numerusform>&lt;b&gt;Turn %1 from the history&lt;/b&gt; (read-only): %n step</numerusform>
            <numerusform>&lt;b&gt;Turn %1 from the history&lt;/b&gt; (read-only): %n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n report(s) and %1 to %2</source>
        <translation>
            <numerusform>Wrote %n report and %1 to %2</numerusform>
            <numerusform>Wrote %n reports and %1 to %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::ui::SendDialog</name>
    <message numerus="yes">
        <source>%1 of %n message(s) sent.</source>
        <translation>
            <numerusform>%1 of %n message sent.</numerusform>
            <numerusform>%1 of %n messages sent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n message(s) from %1 for turn %2.</source>
        <translation>
            <numerusform>%n message from %1 for turn %2.</numerusform>
            <numerusform>%n messages from %1 for turn %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Send %n Unsent</source>
        <translation>
            <numerusform>&amp;Send %n Unsent</numerusform>
            <numerusform>&amp;Send %n Unsent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n message(s) to %1.</source>
        <translation>
            <numerusform>Wrote %n message to %1.</numerusform>
            <numerusform>Wrote %n messages to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::ui::TurnInboxDock</name>
    <message numerus="yes">
        <source>Reading %n message(s)…</source>
        <translation>
            <numerusform>Reading %n message…</numerusform>
            <numerusform>Reading %n messages…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: %2 of %n nation(s) sent orders; %3 missing, %4 late, %5 unmatched.</source>
        <translation>
            <numerusform>Turn %1: %2 of %n nation sent orders; %3 missing, %4 late, %5 unmatched.</numerusform>
            <numerusform>Turn %1: %2 of %n nations sent orders; %3 missing, %4 late, %5 unmatched.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new message(s) in the inbox.</source>
        <translation>
            <numerusform>%n new message in the inbox.</numerusform>
            <numerusform>%n new messages in the inbox.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already held.</source>
        <translation>
            <numerusform>%n already held.</numerusform>
            <numerusform>%n already held.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::ui::TurnSheet</name>
    <message numerus="yes">
        <source>%n area(s)</source>
        <translation type="vanished">
            <numerusform>%n area</numerusform>
            <numerusform>%n areas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more area(s): see the report</source>
        <translation type="vanished">
            <numerusform>… and %n more area: see the report</numerusform>
            <numerusform>… and %n more areas: see the report</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::ui::GamesModel</name>
    <message numerus="yes">
        <source>%1, in %n day(s)</source>
        <translation>
            <numerusform>%1, in %n day</numerusform>
            <numerusform>%1, in %n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, in %n hour(s)</source>
        <translation>
            <numerusform>%1, in %n hour</numerusform>
            <numerusform>%1, in %n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, in %n minute(s)</source>
        <translation>
            <numerusform>%1, in %n minute</numerusform>
            <numerusform>%1, in %n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::ui::RecoveryDialog</name>
    <message numerus="yes">
        <source>The work comes back unsaved in %1, with %n step(s) to undo.</source>
        <translation>
            <numerusform>The work comes back unsaved in %1, with %n step to undo.</numerusform>
            <numerusform>The work comes back unsaved in %1, with %n steps to undo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adj::ui::RerunDialog</name>
    <message numerus="yes">
        <source>%n erratum mail(s) saved in %1</source>
        <translation>
            <numerusform>%n erratum mail saved in %1</numerusform>
            <numerusform>%n erratum mails saved in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turns %1 to %2 re-run: %n of them differ.</source>
        <translation>
            <numerusform>Turns %1 to %2 re-run: %n of them differs.</numerusform>
            <numerusform>Turns %1 to %2 re-run: %n of them differ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Now: %n difference(s)</source>
        <translation>
            <numerusform>Now: %n difference</numerusform>
            <numerusform>Now: %n differences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n order(s) no longer fit</source>
        <translation>
            <numerusform>, %n order no longer fits</numerusform>
            <numerusform>, %n orders no longer fit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n difference(s) at its end</source>
        <translation>
            <numerusform>, %n difference at its end</numerusform>
            <numerusform>, %n differences at its end</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: %n step(s) differ</source>
        <translation>
            <numerusform>Turn %1: %n step differs</numerusform>
            <numerusform>Turn %1: %n steps differ</numerusform>
        </translation>
    </message>
</context>
</TS>
