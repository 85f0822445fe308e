import { PNG } from 'pngjs';

/** Kinds of picture the demo providers show: drawn shapes, no photographs to ship. */
export type Cena = 'fachada' | 'quarto' | 'piscina' | 'praia' | 'montanha' | 'carro' | 'cidade';

const LARGURA = 480;
const ALTURA = 300;

type Cor = readonly [number, number, number];

/** Small deterministic generator (mulberry32): the same seed draws the same picture. */
function aleatorio(semente: number): () => number {
  let a = semente >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Tela {
  readonly png = new PNG({ width: LARGURA, height: ALTURA });

  ponto(x: number, y: number, [r, g, b]: Cor) {
    if (x < 0 || y < 0 || x >= LARGURA || y >= ALTURA) return;
    const i = (Math.floor(y) * LARGURA + Math.floor(x)) * 4;
    this.png.data[i] = r;
    this.png.data[i + 1] = g;
    this.png.data[i + 2] = b;
    this.png.data[i + 3] = 255;
  }

  retangulo(x: number, y: number, w: number, h: number, cor: Cor) {
    for (let yy = Math.max(0, y); yy < Math.min(ALTURA, y + h); yy++) {
      for (let xx = Math.max(0, x); xx < Math.min(LARGURA, x + w); xx++) this.ponto(xx, yy, cor);
    }
  }

  /** Vertical gradient in bands of 6 px, which keeps the file small. */
  degrade(y: number, h: number, de: Cor, para: Cor) {
    for (let faixa = 0; faixa < h; faixa += 6) {
      const t = h <= 6 ? 0 : faixa / (h - 6);
      this.retangulo(0, y + faixa, LARGURA, Math.min(6, h - faixa), misturar(de, para, t));
    }
  }

  circulo(cx: number, cy: number, raio: number, cor: Cor) {
    for (let y = cy - raio; y <= cy + raio; y++) {
      for (let x = cx - raio; x <= cx + raio; x++) {
        if ((x - cx) ** 2 + (y - cy) ** 2 <= raio * raio) this.ponto(x, y, cor);
      }
    }
  }

  /** A triangle standing on its base (mountains, parasols, roofs). */
  triangulo(cx: number, topo: number, base: number, meiaLargura: number, cor: Cor) {
    for (let y = topo; y <= base; y++) {
      const meia = ((y - topo) / Math.max(1, base - topo)) * meiaLargura;
      this.retangulo(Math.round(cx - meia), y, Math.round(meia * 2), 1, cor);
    }
  }

  encode(): Buffer {
    return PNG.sync.write(this.png, { colorType: 2 });
  }
}

function misturar(de: Cor, para: Cor, t: number): Cor {
  return [
    Math.round(de[0] + (para[0] - de[0]) * t),
    Math.round(de[1] + (para[1] - de[1]) * t),
    Math.round(de[2] + (para[2] - de[2]) * t),
  ];
}

function tom(cor: Cor, fator: number): Cor {
  return misturar([0, 0, 0], cor, Math.min(1, fator));
}

function escolher<T>(opcoes: readonly [T, ...T[]], rnd: () => number): T {
  return opcoes[Math.floor(rnd() * opcoes.length)] ?? opcoes[0];
}

const CEU: Cor = [120, 190, 235];
const CEU_CLARO: Cor = [215, 238, 252];

function fachada(tela: Tela, rnd: () => number) {
  tela.degrade(0, 250, CEU, CEU_CLARO);
  const parede = escolher<Cor>(
    [
      [232, 214, 190],
      [205, 120, 95],
      [240, 240, 235],
    ],
    rnd,
  );
  tela.retangulo(110, 50, 260, 200, parede);
  tela.triangulo(240, 20, 50, 145, tom(parede, 0.7));
  for (let andar = 0; andar < 5; andar++) {
    for (let coluna = 0; coluna < 6; coluna++) {
      const acesa = rnd() > 0.35;
      tela.retangulo(128 + coluna * 40, 66 + andar * 34, 24, 20, acesa ? [255, 220, 120] : [90, 120, 150]);
    }
  }
  tela.retangulo(215, 215, 50, 35, [110, 70, 45]);
  tela.retangulo(0, 250, LARGURA, 50, [95, 160, 85]);
}

function quarto(tela: Tela, rnd: () => number) {
  const parede: Cor = [235 - Math.floor(rnd() * 30), 225 - Math.floor(rnd() * 30), 205];
  tela.retangulo(0, 0, LARGURA, 210, parede);
  tela.retangulo(0, 210, LARGURA, 90, [150, 110, 75]);
  tela.retangulo(300, 40, 130, 100, [250, 250, 250]);
  tela.degrade(48, 84, CEU, CEU_CLARO);
  tela.retangulo(0, 48, 300, 84, parede);
  tela.retangulo(430, 48, 50, 84, parede);
  tela.retangulo(60, 150, 220, 90, [245, 245, 245]);
  tela.retangulo(60, 130, 220, 25, tom(parede, 0.55));
  tela.retangulo(75, 160, 70, 25, [255, 255, 255]);
  tela.retangulo(190, 160, 70, 25, [255, 255, 255]);
  tela.retangulo(60, 200, 220, 40, [70 + Math.floor(rnd() * 60), 90, 140]);
  tela.retangulo(20, 190, 30, 50, [120, 85, 55]);
  tela.circulo(35, 175, 14, [255, 230, 160]);
}

function piscina(tela: Tela, rnd: () => number) {
  tela.degrade(0, 110, CEU, CEU_CLARO);
  tela.retangulo(0, 110, LARGURA, 190, [236, 228, 210]);
  tela.retangulo(50, 150, 380, 120, [40, 170, 200]);
  for (let onda = 0; onda < 6; onda++)
    tela.retangulo(70 + onda * 55, 170 + (onda % 3) * 30, 40, 4, [170, 230, 240]);
  const guardaSol = escolher<Cor>(
    [
      [230, 80, 70],
      [250, 190, 60],
    ],
    rnd,
  );
  tela.retangulo(448, 60, 4, 90, [90, 80, 70]);
  tela.triangulo(450, 40, 70, 40, guardaSol);
  tela.retangulo(5, 95, 10, 60, [120, 90, 60]);
  tela.circulo(10, 80, 28, [60, 140, 70]);
}

function praia(tela: Tela, rnd: () => number) {
  tela.degrade(0, 150, [90, 170, 230], [250, 225, 190]);
  tela.circulo(60 + Math.floor(rnd() * 220), 90, 30, [255, 210, 90]);
  tela.degrade(150, 70, [30, 120, 180], [70, 180, 210]);
  for (let onda = 0; onda < 8; onda++)
    tela.retangulo(onda * 62, 160 + (onda % 4) * 14, 38, 3, [200, 235, 245]);
  tela.retangulo(0, 220, LARGURA, 80, [238, 214, 160]);
  tela.retangulo(410, 150, 8, 80, [120, 90, 60]);
  tela.circulo(414, 140, 30, [50, 140, 70]);
}

function montanha(tela: Tela, rnd: () => number) {
  tela.degrade(0, 200, [150, 200, 240], CEU_CLARO);
  tela.triangulo(140, 60 + Math.floor(rnd() * 30), 210, 170, [95, 110, 130]);
  tela.triangulo(330, 80, 210, 190, [75, 95, 115]);
  tela.triangulo(330, 80, 110, 24, [250, 250, 250]);
  tela.retangulo(0, 200, LARGURA, 100, [90, 150, 80]);
  tela.retangulo(170, 235, 160, 30, [70, 140, 190]);
}

function carro(tela: Tela, rnd: () => number) {
  tela.degrade(0, 190, CEU, CEU_CLARO);
  tela.retangulo(0, 190, LARGURA, 110, [80, 80, 85]);
  for (let faixa = 0; faixa < 8; faixa++) tela.retangulo(faixa * 64 + 10, 270, 36, 5, [240, 240, 240]);
  const lataria: Cor = [
    Math.floor(rnd() * 200) + 40,
    Math.floor(rnd() * 120) + 40,
    Math.floor(rnd() * 200) + 40,
  ];
  tela.retangulo(110, 170, 260, 55, lataria);
  tela.retangulo(160, 125, 150, 50, tom(lataria, 0.85));
  tela.retangulo(172, 135, 60, 35, [190, 225, 245]);
  tela.retangulo(240, 135, 58, 35, [190, 225, 245]);
  tela.circulo(170, 228, 24, [30, 30, 30]);
  tela.circulo(310, 228, 24, [30, 30, 30]);
  tela.circulo(170, 228, 10, [180, 180, 180]);
  tela.circulo(310, 228, 10, [180, 180, 180]);
}

function cidade(tela: Tela, rnd: () => number) {
  tela.degrade(0, 300, [250, 170, 110], [120, 90, 160]);
  let x = 0;
  while (x < LARGURA) {
    const largura = 30 + Math.floor(rnd() * 40);
    const altura = 80 + Math.floor(rnd() * 150);
    tela.retangulo(x, 300 - altura, largura - 4, altura, [50, 45, 70]);
    for (let y = 300 - altura + 10; y < 290; y += 18) {
      if (rnd() > 0.5) tela.retangulo(x + 6, y, 6, 8, [255, 215, 120]);
    }
    x += largura;
  }
}

const DESENHOS: Record<Cena, (tela: Tela, rnd: () => number) => void> = {
  fachada,
  quarto,
  piscina,
  praia,
  montanha,
  carro,
  cidade,
};

/** A 480×300 PNG of the scene; the same seed always gives the same bytes. */
export function desenharImagem(cena: Cena, semente: number): Buffer {
  const tela = new Tela();
  DESENHOS[cena](tela, aleatorio(semente));
  return tela.encode();
}
