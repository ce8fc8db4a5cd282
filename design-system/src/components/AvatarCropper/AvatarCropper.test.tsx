import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './AvatarCropper.stories';
import { AvatarCropper } from './AvatarCropper';
import { AvatarCropperDialog } from './AvatarCropperDialog';
import { checkAvatarDimensions, checkAvatarFile, cropScale } from './avatarRules';

// jsdom decodes no pictures: report a chosen size, then fire onload.
let nextSize = { width: 600, height: 400 };
beforeAll(() => {
  Object.defineProperty(window.HTMLImageElement.prototype, 'naturalWidth', {
    configurable: true,
    get: () => nextSize.width,
  });
  Object.defineProperty(window.HTMLImageElement.prototype, 'naturalHeight', {
    configurable: true,
    get: () => nextSize.height,
  });
  Object.defineProperty(window.HTMLImageElement.prototype, 'src', {
    configurable: true,
    set(this: HTMLImageElement, value: string) {
      this.setAttribute('src', value);
      setTimeout(() => this.onload?.(new Event('load')), 0);
    },
    get(this: HTMLImageElement) {
      return this.getAttribute('src') ?? '';
    },
  });
});

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

describe('AvatarCropper stories', () => {
  testEveryStory(stories, {
    role: 'region',
    roleFor: { InDialog: 'button' },
    checks: {
      Choose: () => expect(screen.getByLabelText('Choose a picture')).toHaveAttribute('type', 'file'),
      ErrorOnlyImg: () =>
        expect(screen.getByRole('alert')).toHaveTextContent('Only pictures can be uploaded (gif, jpg, png)'),
      ErrorOutOfSize: () => expect(screen.getByRole('alert')).toHaveTextContent('The picture is larger than 10 MB'),
      ErrorLowestPx: () => expect(screen.getByRole('alert')).toHaveTextContent('at least 300 × 300 pixels'),
    },
  });
});

describe('avatar rules', () => {
  it('accepts gif, jpg and png up to 10240 KB', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 10240 * 1024 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/gif', size: 1 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/webp', size: 1 })).toBe('onlyImg');
    expect(checkAvatarFile({ type: 'application/pdf', size: 1 })).toBe('onlyImg');
    expect(checkAvatarFile({ type: 'image/jpeg', size: 10240 * 1024 + 1 })).toBe('outOfSize');
  });
  it('needs at least 300 x 300', () => {
    expect(checkAvatarDimensions(300, 300)).toBeNull();
    expect(checkAvatarDimensions(299, 800)).toBe('lowestPx');
  });
  it('zoom 0 covers the box, 100 is three times that', () => {
    expect(cropScale(600, 400, 0)).toBeCloseTo(0.75);
    expect(cropScale(600, 400, 100)).toBeCloseTo(2.25);
    expect(cropScale(600, 400, 150)).toBeCloseTo(2.25);
  });
});

describe('AvatarCropper flow', () => {
  function setup(uploadState?: 'idle' | 'uploading' | 'success' | 'failed') {
    const onUpload = jest.fn();
    const view = render(
      <KindredProvider locale="en">
        <AvatarCropper onUpload={onUpload} uploadState={uploadState} />
      </KindredProvider>,
    );
    const input = () => view.container.querySelector('input[type="file"]') as HTMLInputElement;
    return { onUpload, input };
  }
  const file = (type: string, size = 1000) => new File([new Uint8Array(size)], 'a', { type });

  it('rejects a non-picture (onlyImg) and a file over 10 MB (outOfSize)', async () => {
    const { input } = setup();
    await userEvent.upload(input(), file('application/pdf'), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Only pictures');
    await userEvent.upload(input(), file('image/png', 10240 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('larger than 10 MB');
  });

  it('rejects a picture under 300 x 300 (lowestPx)', async () => {
    nextSize = { width: 200, height: 500 };
    const { input } = setup();
    await userEvent.upload(input(), file('image/png'));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('at least 300 × 300');
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('crops with zoom 0-100 and uploads a 300 x 300 PNG', async () => {
    nextSize = { width: 600, height: 400 };
    const drawImage = jest.fn();
    jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
    jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, callback) {
      expect([this.width, this.height]).toEqual([300, 300]);
      callback(new Blob(['png'], { type: 'image/png' }));
    });
    const { input, onUpload } = setup();
    await userEvent.upload(input(), file('image/jpeg'));
    await flush();
    const slider = screen.getByRole('slider', { name: /Zoom/ });
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '100');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), -75, 0, 450, 300);
    expect(onUpload).toHaveBeenCalledWith(expect.any(Blob));
  });
});

describe('AvatarCropper upload states', () => {
  it.each([
    ['uploading', 'Uploading…'],
    ['failed', 'Try again'],
  ] as const)('%s', async (state, label) => {
    nextSize = { width: 400, height: 400 };
    render(
      <KindredProvider locale="en">
        <AvatarCropper onUpload={jest.fn()} uploadState={state} defaultImageSrc="/a.png" />
      </KindredProvider>,
    );
    await flush();
    expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    if (state === 'failed') expect(screen.getByRole('alert')).toHaveTextContent('Upload failed, please try again');
    if (state === 'uploading') expect(screen.getByRole('slider')).toBeDisabled();
  });
  it('success shows the confirmation', async () => {
    render(
      <KindredProvider locale="en">
        <AvatarCropper onUpload={jest.fn()} uploadState="success" defaultImageSrc="/a.png" />
      </KindredProvider>,
    );
    await flush();
    expect(screen.getByText('Profile picture updated').closest('[role="status"]')).not.toBeNull();
  });
});

describe('AvatarCropperDialog', () => {
  it('opens the cropper in a dialog and tells the app when it closes', async () => {
    const onClose = jest.fn();
    render(
      <KindredProvider locale="en">
        <AvatarCropperDialog
          triggerLabel="Change avatar"
          title="Upload avatar"
          onUpload={jest.fn()}
          uploadState="idle"
          error={null}
          onClose={onClose}
        />
      </KindredProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Change avatar' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload avatar' });
    expect(dialog).toContainElement(screen.getByLabelText('Choose a picture'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
