export * from './names';
export * from './sessionRevocations';
export * from './sessionFigureChanges';
export * from './memberFigureChanges';
export * from './contactChanges';
export * from './accountClosures';
export * from './chatChannels';
export * from './notifyEvents';
