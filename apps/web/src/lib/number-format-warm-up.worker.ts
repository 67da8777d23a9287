// A worker's whole work (started by entry-app.tsx): making one Intl.NumberFormat, so Chromium
// builds its number-formatting data, once per process, on this thread rather than the page's.
new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(0);
self.close();
