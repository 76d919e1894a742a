/** The portal's style sheet, served as /portal/portal.css (CSP allows no inline style either). */
export const PORTAL_STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
header { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; padding: .75rem 1.5rem; background: #0b3d91; color: #fff; }
header a, header button { color: #fff; }
header nav { display: flex; gap: 1rem; align-items: center; flex: 1; }
header ul { display: flex; gap: 1rem; list-style: none; margin: 0; padding: 0; }
header form { margin: 0; }
header button { background: transparent; border: 1px solid #fff; border-radius: 4px; padding: .25rem .75rem; cursor: pointer; }
a[aria-current="page"] { font-weight: bold; text-decoration-thickness: 3px; }
.brand { font-weight: bold; margin: 0; }
main { padding: 1rem 1.5rem; max-width: 72rem; }
footer { padding: 1rem 1.5rem; color: #555; font-size: .875rem; }
.skip { position: absolute; left: -999px; }
.skip:focus { left: 1rem; top: 1rem; background: #fff; color: #000; padding: .5rem; }
:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
label { display: block; font-weight: 600; }
fieldset label { display: inline-block; font-weight: normal; margin-right: 1rem; }
input, select, button { font: inherit; padding: .3rem .5rem; }
/* One height for every control, so that a row of fields lines up whatever their kind. */
input:not([type="checkbox"]), select, button { box-sizing: border-box; height: 2.4rem; }
td.when { white-space: nowrap; }
table.stats td { font-variant-numeric: tabular-nums; }
table.stats th[scope="rowgroup"] { padding-top: 1rem; }
table.stats th[scope="row"] { font-weight: normal; }
ul.links { display: flex; gap: 1.5rem; list-style: none; padding: 0; }
form.filters, form.create { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-end; margin-bottom: 1rem; }
form.create fieldset { flex-basis: 100%; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .4rem .5rem; border-bottom: 1px solid #ddd; vertical-align: top; }
td.actions form { display: inline; }
.error { color: #a00000; font-weight: 600; }
div.error { border: 2px solid #a00000; padding: .5rem; margin-bottom: 1rem; }
.secret { border: 2px solid #0b3d91; padding: 1rem; margin-bottom: 1rem; }
.secret code { font-size: 1.1rem; word-break: break-all; }
.badge { background: #eef; border-radius: 4px; padding: 0 .3rem; font-size: .8rem; }
.hint { color: #444; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1.5rem; }
dl.facts dt { font-weight: 600; }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
section { margin-top: 1.5rem; }
.notice { border: 2px solid #1b6e20; padding: .5rem; font-weight: 600; }
ul.diff { list-style: none; padding: 0; font-family: ui-monospace, monospace; font-size: .9rem; border: 1px solid #ccc; }
ul.diff li { display: flex; padding: .1rem .5rem; }
ul.diff .sign { flex: 0 0 1.5rem; font-weight: bold; }
ul.diff li.added { background: #e6f4e6; }
ul.diff li.removed { background: #fbe9e9; }
ul.diff ins { text-decoration: none; }
ul.diff del { text-decoration: line-through; }
.version-diff h4 { margin-bottom: .25rem; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
`;
