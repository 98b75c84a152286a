import { readFileSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import type { AlbumDrawing, AlbumDto, AlbumEntry, AlbumPlayer } from '@snackparty/protocol';
import type { AlbumLabels } from './album-labels';

const IMAGE_TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.gif': 'image/gif', '.svg': 'image/svg+xml' };

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A colour the stored drawing names, or black: the save data was checked, this keeps the markup safe all the same. */
const colour = (value: string): string => (/^(#[0-9a-fA-F]{3,8}|[a-z]{3,20})$/.test(value) ? value : '#000');

/** A drawing as inline SVG: its strokes in painting order, each a round-capped line of its brush's width. */
export function drawingSvg(drawing: AlbumDrawing, title: string): string {
  const { width, height, lines } = drawing.saveData;
  const shapes = lines.map((line) => {
    const stroke = colour(line.brushColor);
    const r = Number(line.brushRadius) || 1;
    if (line.points.length === 1) return `<circle cx="${line.points[0]!.x}" cy="${line.points[0]!.y}" r="${r}" fill="${stroke}"/>`;
    const d = line.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${Math.round(p.x * 10) / 10} ${Math.round(p.y * 10) / 10}`).join('');
    return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${r * 2}" stroke-linecap="round" stroke-linejoin="round"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" viewBox="0 0 ${width} ${height}" style="width:100%;height:auto;background:#fff;border-radius:12px"><title>${escape(title)}</title>${shapes.join('')}</svg>`;
}

/**
 * A picture of the web app's own (a path on this server) as a data URL, so the file needs nothing
 * from the network; a picture from elsewhere is left out.
 */
function inlineImage(webDistDir: string, url: string | undefined): string | null {
  if (!url || !url.startsWith('/') || url.startsWith('//')) return null;
  const root = resolve(webDistDir);
  const file = resolve(root, `.${decodeURIComponent(url.split('?')[0]!)}`);
  const type = IMAGE_TYPES[extname(file).toLowerCase()];
  if (!type || !file.startsWith(root + sep)) return null;
  try {
    return `data:${type};base64,${readFileSync(file).toString('base64')}`;
  } catch {
    return null;
  }
}

/** The whole album as one HTML file: inline styles, drawings as SVG, pictures as data URLs, no requests. */
export function albumHtml(album: AlbumDto, labels: AlbumLabels, webDistDir: string): string {
  const players = new Map(album.players.map((p) => [p.playerId, p]));
  const name = (id: number | null): string => (id === null ? labels.text('theAi') : (players.get(id)?.alias ?? '?'));
  const entry = (e: AlbumEntry): string => {
    switch (e.kind) {
      case 'answers': {
        const image = inlineImage(webDistDir, e.imageUrl);
        return `<section style="${CARD}">
  ${e.prompt ? `<h3 style="margin:0 0 8px">${escape(e.prompt)}</h3>` : ''}${image ? `<img alt="" src="${image}" style="max-width:100%;max-height:320px;border-radius:12px;display:block;margin-bottom:8px">` : ''}
  <ol style="margin:0;padding-left:20px">${e.answers
    .map((a) => `<li style="margin:4px 0${a.best ? ';font-weight:700' : ''}">${a.best ? '★ ' : ''}“${escape(a.text)}” <span style="color:#555">— ${escape(name(a.playerId))} · ${escape(labels.text('votes', { count: a.votes }))}</span></li>`)
    .join('')}</ol>
</section>`;
      }
      case 'split': {
        const total = e.countA + e.countB;
        const shareA = total ? Math.round((e.countA * 100) / total) : 0;
        const side = (s: 'A' | 'B') => e.picks.filter((p) => p.side === s).map((p) => escape(name(p.playerId))).join(', ');
        return `<section style="${CARD}">
  <h3 style="margin:0 0 8px">${escape(e.question)}</h3>
  <p style="margin:4px 0"><strong>A · ${escape(e.a)}</strong>: ${e.countA} (${shareA}%) ${side('A')}</p>
  <p style="margin:4px 0"><strong>B · ${escape(e.b)}</strong>: ${e.countB} (${total ? 100 - shareA : 0}%) ${side('B')}</p>
</section>`;
      }
      case 'drawings':
        return `<section style="${CARD}">
  <h3 style="margin:0 0 8px">${escape(e.word)}</h3>
  <div style="display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:12px">${e.drawings
    .map((d) => `<figure style="margin:0">${drawingSvg(d, `${e.word} — ${name(d.painterPlayerId)}`)}<figcaption>${escape(labels.text('paintedBy', { name: name(d.painterPlayerId) }))}</figcaption></figure>`)
    .join('')}</div>
  ${e.rightGuessers.length ? `<p style="margin:8px 0 0;color:#555">${escape(labels.text('guessedBy', { names: e.rightGuessers.map(name).join(', ') }))}</p>` : ''}
</section>`;
    }
  };
  const podium = (places: AlbumDto['games'][number]['podium']) =>
    `<ol style="margin:0 0 12px;padding-left:20px">${places
      .slice(0, 3)
      .map((p) => `<li value="${p.place}">${escape(playerName(players.get(p.playerId)))} · ${p.score}</li>`)
      .join('')}</ol>`;
  const games = album.games
    .map(
      (game, i) => `<article style="margin:24px 0">
  <h2 style="margin:0 0 8px">${i + 1}. ${escape(labels.gameName(game.gameType))}</h2>
  <h3 style="margin:0 0 4px;font-size:1rem">${escape(labels.text('podium'))}</h3>${podium(game.podium)}
  ${game.entries.map(entry).join('\n')}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${escape(album.language === 'dk' ? 'da' : album.language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(labels.text('title'))} · ${escape(album.gameCode)}</title></head>
<body style="margin:0;background:#fdf6ec;color:#1d1d1f;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;line-height:1.45">
<main style="max-width:960px;margin:0 auto;padding:16px">
<h1 style="margin:0 0 4px">${escape(labels.text('title'))}</h1>
<p style="margin:0;color:#555">${escape(labels.text('roomOf', { code: album.gameCode, date: album.createdAt.slice(0, 10) }))}</p>
${games}
</main>
</body>
</html>
`;
}

const CARD = 'background:#fff;border:1px solid #e6dccd;border-radius:16px;padding:12px 16px;margin:12px 0';

const playerName = (player: AlbumPlayer | undefined): string => player?.alias ?? '?';
