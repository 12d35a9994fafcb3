// Inline so it shows even when the media server is the thing that is down.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#23234a"/><stop offset="1" stop-color="#3b1d4a"/></linearGradient></defs>
<rect width="800" height="450" fill="url(#g)"/>
<path d="M330 170a18 18 0 0 0 18-18h104a18 18 0 0 0 18 18v30a26 26 0 0 0 0 50v30a18 18 0 0 0-18 18H348a18 18 0 0 0-18-18v-30a26 26 0 0 0 0-50z" fill="none" stroke="#ff5c7a" stroke-width="10" stroke-linejoin="round" opacity=".85"/>
<path d="M400 176v98" stroke="#ff5c7a" stroke-width="6" stroke-dasharray="12 12" opacity=".6"/>
</svg>`;

export const EVENT_IMAGE_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(svg)}`;
