/** The drawing canvas: constants, the pure input model, streaming, and the React pieces. */
export { BRUSH_RADII, CANVAS, DRAWING_COLORS, DRAWING_PALETTE, PAPER_COLOR, canvasSize, viewThresholds } from './constants';
export { canUndo, canUndoEraseAll, createCanvasModel, reduceCanvas, toDocument, toSaveData, viewTransform, visibleLines } from './model';
export type { CanvasEvent, CanvasLine, CanvasModel, CanvasModelOptions, CanvasState, CanvasView, PointerInput, PointerKind } from './model';
export { followPointer } from './lazyBrush';
export { StrokeStreamer, joinOps } from './streamer';
export type { StrokeStreamerOptions } from './streamer';
export { replayLines } from './replay';
export type { ReplayOptions } from './replay';
export { downloadPng, pngSize, saveDataToPngBlob } from './png';
export { DrawingCanvas } from './DrawingCanvas';
export type { DrawingCanvasHandle, DrawingCanvasProps, DrawingStatus } from './DrawingCanvas';
export { RemoteCanvas, fitTransform } from './RemoteCanvas';
export type { RemoteCanvasProps } from './RemoteCanvas';
export { ReplayCanvas } from './ReplayCanvas';
export type { ReplayCanvasProps } from './ReplayCanvas';
export { DrawingToolbar } from './DrawingToolbar';
export type { DrawingToolbarProps } from './DrawingToolbar';
