import html2canvas from 'html2canvas';
import { jsPDF } from 'jspdf';
import { PDF_HIDE_ATTRIBUTE, exportPagePdf } from './export-page-pdf';

jest.mock('html2canvas', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('jspdf', () => ({ jsPDF: jest.fn() }));

// A2 in points.
const A2 = { width: 1190.55, height: 1683.78 };

function fakePdf() {
  const pdf = {
    internal: { pageSize: { getWidth: () => A2.width, getHeight: () => A2.height } },
    addImage: jest.fn(),
    save: jest.fn(),
  };
  jest.mocked(jsPDF).mockImplementation(() => pdf as unknown as jsPDF);
  return pdf;
}

function fakeCanvas(width: number, height: number) {
  const canvas = { width, height, toDataURL: jest.fn(() => 'data:image/png;base64,AAAA') };
  jest.mocked(html2canvas).mockResolvedValue(canvas as unknown as HTMLCanvasElement);
  return canvas;
}

describe('exportPagePdf', () => {
  it('captures the element on white without cross-origin images, leaving out the marked controls, on one A2 page', async () => {
    const pdf = fakePdf();
    fakeCanvas(1000, 2000);
    const element = document.createElement('div');
    await exportPagePdf(element, 'MTR overview.pdf');

    const [captured, options] = jest.mocked(html2canvas).mock.calls[0]!;
    expect(captured).toBe(element);
    expect(options).toMatchObject({ backgroundColor: '#ffffff', useCORS: false });
    expect(options!.scale).toBeGreaterThanOrEqual(1);
    expect(options!.scale).toBeLessThanOrEqual(2);
    const control = document.createElement('div');
    control.setAttribute(PDF_HIDE_ATTRIBUTE, '');
    expect(options!.ignoreElements!(control)).toBe(true);
    expect(options!.ignoreElements!(document.createElement('div'))).toBe(false);

    expect(jsPDF).toHaveBeenCalledWith({ orientation: 'portrait', unit: 'pt', format: 'a2' });
    // 1000 x 2000 px scaled to the page's height, centred across.
    const [, format, x, y, w, h] = pdf.addImage.mock.calls[0];
    expect(format).toBe('PNG');
    expect(h).toBeCloseTo(A2.height);
    expect(w).toBeCloseTo(A2.height / 2);
    expect(x).toBeCloseTo((A2.width - A2.height / 2) / 2);
    expect(y).toBeCloseTo(0);
    expect(pdf.save).toHaveBeenCalledWith('MTR overview.pdf');
  });

  it('turns the page for a wide capture', async () => {
    fakePdf();
    fakeCanvas(3000, 1000);
    await exportPagePdf(document.createElement('div'), 'A vs B.pdf');
    expect(jsPDF).toHaveBeenCalledWith({ orientation: 'landscape', unit: 'pt', format: 'a2' });
  });
});

