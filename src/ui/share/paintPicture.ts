import type { PicturePlan } from './picturePlan';

/** Paints a picture plan on a canvas of its size, in the order of its items. */
export function paintPicture(plan: PicturePlan, canvas: HTMLCanvasElement): void {
  canvas.width = plan.width;
  canvas.height = plan.height;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('this browser draws no pictures');
  g.fillStyle = plan.background;
  g.fillRect(0, 0, plan.width, plan.height);
  g.lineJoin = 'round';
  g.lineCap = 'round';
  for (const item of plan.items) {
    if (item.kind === 'rect') {
      g.fillStyle = item.colour;
      g.fillRect(item.x, item.y, item.w, item.h);
    } else if (item.kind === 'line') {
      g.strokeStyle = item.colour;
      g.lineWidth = item.width;
      g.beginPath();
      item.points.forEach(([x, y], i) => (i === 0 ? g.moveTo(x, y) : g.lineTo(x, y)));
      g.stroke();
    } else {
      g.fillStyle = item.colour;
      g.font = `${item.bold ? 'bold ' : ''}${item.size}px system-ui, sans-serif`;
      g.textAlign = item.align ?? 'left';
      g.fillText(item.text, item.x, item.y);
    }
  }
}

/** The plan as a PNG file. */
export function pictureFile(plan: PicturePlan, name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  paintPicture(plan, canvas);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(new File([blob], name, { type: 'image/png' })) : reject(new Error('no picture'))),
      'image/png',
    ),
  );
}
