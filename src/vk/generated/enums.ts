// Generated from vk.xml by scripts/gen-vk.ts. Do not edit: run `npm run gen`.
/* eslint-disable */
// API constants
export const VK_MAX_PHYSICAL_DEVICE_NAME_SIZE = 256;
export const VK_UUID_SIZE = 16;
export const VK_LUID_SIZE = 8;
export const VK_MAX_EXTENSION_NAME_SIZE = 256;
export const VK_MAX_DESCRIPTION_SIZE = 256;
export const VK_MAX_MEMORY_TYPES = 32;
export const VK_MAX_MEMORY_HEAPS = 16;
export const VK_LOD_CLAMP_NONE = 1000;
export const VK_REMAINING_MIP_LEVELS = 4294967295;
export const VK_REMAINING_ARRAY_LAYERS = 4294967295;
export const VK_REMAINING_3D_SLICES_EXT = 4294967295;
export const VK_WHOLE_SIZE = 0xffffffffffffffffn;
export const VK_ATTACHMENT_UNUSED = 4294967295;
export const VK_TRUE = 1;
export const VK_FALSE = 0;
export const VK_QUEUE_FAMILY_IGNORED = 4294967295;
export const VK_QUEUE_FAMILY_EXTERNAL = 4294967294;
export const VK_QUEUE_FAMILY_FOREIGN_EXT = 4294967293;
export const VK_SUBPASS_EXTERNAL = 4294967295;
export const VK_MAX_DEVICE_GROUP_SIZE = 32;
export const VK_MAX_DRIVER_NAME_SIZE = 256;
export const VK_MAX_DRIVER_INFO_SIZE = 256;
export const VK_SHADER_UNUSED_KHR = 4294967295;
export const VK_MAX_GLOBAL_PRIORITY_SIZE = 16;
export const VK_MAX_SHADER_MODULE_IDENTIFIER_SIZE_EXT = 32;
export const VK_MAX_PIPELINE_BINARY_KEY_SIZE_KHR = 32;
export const VK_MAX_VIDEO_AV1_REFERENCES_PER_FRAME_KHR = 7;
export const VK_SHADER_INDEX_UNUSED_AMDX = 4294967295;
export const VK_PARTITIONED_ACCELERATION_STRUCTURE_PARTITION_INDEX_GLOBAL_NV = 4294967295;
export const STD_VIDEO_H264_CPB_CNT_LIST_SIZE = 32;
export const STD_VIDEO_H264_SCALING_LIST_4X4_NUM_LISTS = 6;
export const STD_VIDEO_H264_SCALING_LIST_4X4_NUM_ELEMENTS = 16;
export const STD_VIDEO_H264_SCALING_LIST_8X8_NUM_LISTS = 6;
export const STD_VIDEO_H264_SCALING_LIST_8X8_NUM_ELEMENTS = 64;
export const STD_VIDEO_H264_MAX_NUM_LIST_REF = 32;
export const STD_VIDEO_H264_MAX_CHROMA_PLANES = 2;
export const STD_VIDEO_DECODE_H264_FIELD_ORDER_COUNT_LIST_SIZE = 2;
export const STD_VIDEO_H265_CPB_CNT_LIST_SIZE = 32;
export const STD_VIDEO_H265_SUBLAYERS_LIST_SIZE = 7;
export const STD_VIDEO_H265_SCALING_LIST_4X4_NUM_LISTS = 6;
export const STD_VIDEO_H265_SCALING_LIST_4X4_NUM_ELEMENTS = 16;
export const STD_VIDEO_H265_SCALING_LIST_8X8_NUM_LISTS = 6;
export const STD_VIDEO_H265_SCALING_LIST_8X8_NUM_ELEMENTS = 64;
export const STD_VIDEO_H265_SCALING_LIST_16X16_NUM_LISTS = 6;
export const STD_VIDEO_H265_SCALING_LIST_16X16_NUM_ELEMENTS = 64;
export const STD_VIDEO_H265_SCALING_LIST_32X32_NUM_LISTS = 2;
export const STD_VIDEO_H265_SCALING_LIST_32X32_NUM_ELEMENTS = 64;
export const STD_VIDEO_H265_CHROMA_QP_OFFSET_LIST_SIZE = 6;
export const STD_VIDEO_H265_CHROMA_QP_OFFSET_TILE_COLS_LIST_SIZE = 19;
export const STD_VIDEO_H265_CHROMA_QP_OFFSET_TILE_ROWS_LIST_SIZE = 21;
export const STD_VIDEO_H265_PREDICTOR_PALETTE_COMPONENTS_LIST_SIZE = 3;
export const STD_VIDEO_H265_PREDICTOR_PALETTE_COMP_ENTRIES_LIST_SIZE = 128;
export const STD_VIDEO_H265_MAX_NUM_LIST_REF = 15;
export const STD_VIDEO_H265_MAX_CHROMA_PLANES = 2;
export const STD_VIDEO_H265_MAX_SHORT_TERM_REF_PIC_SETS = 64;
export const STD_VIDEO_H265_MAX_DPB_SIZE = 16;
export const STD_VIDEO_H265_MAX_LONG_TERM_REF_PICS_SPS = 32;
export const STD_VIDEO_H265_MAX_LONG_TERM_PICS = 16;
export const STD_VIDEO_H265_MAX_DELTA_POC = 48;
export const STD_VIDEO_DECODE_H265_REF_PIC_SET_LIST_SIZE = 8;
export const STD_VIDEO_AV1_NUM_REF_FRAMES = 8;
export const STD_VIDEO_AV1_REFS_PER_FRAME = 7;
export const STD_VIDEO_AV1_TOTAL_REFS_PER_FRAME = 8;
export const STD_VIDEO_AV1_MAX_TILE_COLS = 64;
export const STD_VIDEO_AV1_MAX_TILE_ROWS = 64;
export const STD_VIDEO_AV1_MAX_SEGMENTS = 8;
export const STD_VIDEO_AV1_SEG_LVL_MAX = 8;
export const STD_VIDEO_AV1_PRIMARY_REF_NONE = 7;
export const STD_VIDEO_AV1_SELECT_INTEGER_MV = 2;
export const STD_VIDEO_AV1_SELECT_SCREEN_CONTENT_TOOLS = 2;
export const STD_VIDEO_AV1_SKIP_MODE_FRAMES = 2;
export const STD_VIDEO_AV1_MAX_LOOP_FILTER_STRENGTHS = 4;
export const STD_VIDEO_AV1_LOOP_FILTER_ADJUSTMENTS = 2;
export const STD_VIDEO_AV1_MAX_CDEF_FILTER_STRENGTHS = 8;
export const STD_VIDEO_AV1_MAX_NUM_PLANES = 3;
export const STD_VIDEO_AV1_GLOBAL_MOTION_PARAMS = 6;
export const STD_VIDEO_AV1_MAX_NUM_Y_POINTS = 14;
export const STD_VIDEO_AV1_MAX_NUM_CB_POINTS = 10;
export const STD_VIDEO_AV1_MAX_NUM_CR_POINTS = 10;
export const STD_VIDEO_AV1_MAX_NUM_POS_LUMA = 24;
export const STD_VIDEO_AV1_MAX_NUM_POS_CHROMA = 25;
export const VK_HEADER_VERSION = 309;

export const StdVideoAV1ChromaSamplePosition = {
  UNKNOWN: 0,
  VERTICAL: 1,
  COLOCATED: 2,
  RESERVED: 3,
  INVALID: 2147483647,
} as const;
export type StdVideoAV1ChromaSamplePosition = (typeof StdVideoAV1ChromaSamplePosition)[keyof typeof StdVideoAV1ChromaSamplePosition];

export const StdVideoAV1ColorPrimaries = {
  BT_709: 1,
  UNSPECIFIED: 2,
  BT_UNSPECIFIED: 2,
  BT_470_M: 4,
  BT_470_B_G: 5,
  BT_601: 6,
  SMPTE_240: 7,
  GENERIC_FILM: 8,
  BT_2020: 9,
  XYZ: 10,
  SMPTE_431: 11,
  SMPTE_432: 12,
  EBU_3213: 22,
  INVALID: 2147483647,
} as const;
export type StdVideoAV1ColorPrimaries = (typeof StdVideoAV1ColorPrimaries)[keyof typeof StdVideoAV1ColorPrimaries];

export const StdVideoAV1FrameRestorationType = {
  NONE: 0,
  WIENER: 1,
  SGRPROJ: 2,
  SWITCHABLE: 3,
  INVALID: 2147483647,
} as const;
export type StdVideoAV1FrameRestorationType = (typeof StdVideoAV1FrameRestorationType)[keyof typeof StdVideoAV1FrameRestorationType];

export const StdVideoAV1FrameType = {
  KEY: 0,
  INTER: 1,
  INTRA_ONLY: 2,
  SWITCH: 3,
  INVALID: 2147483647,
} as const;
export type StdVideoAV1FrameType = (typeof StdVideoAV1FrameType)[keyof typeof StdVideoAV1FrameType];

export const StdVideoAV1InterpolationFilter = {
  EIGHTTAP: 0,
  EIGHTTAP_SMOOTH: 1,
  EIGHTTAP_SHARP: 2,
  BILINEAR: 3,
  SWITCHABLE: 4,
  INVALID: 2147483647,
} as const;
export type StdVideoAV1InterpolationFilter = (typeof StdVideoAV1InterpolationFilter)[keyof typeof StdVideoAV1InterpolationFilter];

export const StdVideoAV1Level = {
  LEVEL_2_0: 0,
  LEVEL_2_1: 1,
  LEVEL_2_2: 2,
  LEVEL_2_3: 3,
  LEVEL_3_0: 4,
  LEVEL_3_1: 5,
  LEVEL_3_2: 6,
  LEVEL_3_3: 7,
  LEVEL_4_0: 8,
  LEVEL_4_1: 9,
  LEVEL_4_2: 10,
  LEVEL_4_3: 11,
  LEVEL_5_0: 12,
  LEVEL_5_1: 13,
  LEVEL_5_2: 14,
  LEVEL_5_3: 15,
  LEVEL_6_0: 16,
  LEVEL_6_1: 17,
  LEVEL_6_2: 18,
  LEVEL_6_3: 19,
  LEVEL_7_0: 20,
  LEVEL_7_1: 21,
  LEVEL_7_2: 22,
  LEVEL_7_3: 23,
  INVALID: 2147483647,
} as const;
export type StdVideoAV1Level = (typeof StdVideoAV1Level)[keyof typeof StdVideoAV1Level];

export const StdVideoAV1MatrixCoefficients = {
  IDENTITY: 0,
  BT_709: 1,
  UNSPECIFIED: 2,
  RESERVED_3: 3,
  FCC: 4,
  BT_470_B_G: 5,
  BT_601: 6,
  SMPTE_240: 7,
  SMPTE_YCGCO: 8,
  BT_2020_NCL: 9,
  BT_2020_CL: 10,
  SMPTE_2085: 11,
  CHROMAT_NCL: 12,
  CHROMAT_CL: 13,
  ICTCP: 14,
  INVALID: 2147483647,
} as const;
export type StdVideoAV1MatrixCoefficients = (typeof StdVideoAV1MatrixCoefficients)[keyof typeof StdVideoAV1MatrixCoefficients];

export const StdVideoAV1Profile = {
  MAIN: 0,
  HIGH: 1,
  PROFESSIONAL: 2,
  INVALID: 2147483647,
} as const;
export type StdVideoAV1Profile = (typeof StdVideoAV1Profile)[keyof typeof StdVideoAV1Profile];

export const StdVideoAV1ReferenceName = {
  INTRA_FRAME: 0,
  LAST_FRAME: 1,
  LAST2_FRAME: 2,
  LAST3_FRAME: 3,
  GOLDEN_FRAME: 4,
  BWDREF_FRAME: 5,
  ALTREF2_FRAME: 6,
  ALTREF_FRAME: 7,
  INVALID: 2147483647,
} as const;
export type StdVideoAV1ReferenceName = (typeof StdVideoAV1ReferenceName)[keyof typeof StdVideoAV1ReferenceName];

export const StdVideoAV1TransferCharacteristics = {
  RESERVED_0: 0,
  BT_709: 1,
  UNSPECIFIED: 2,
  RESERVED_3: 3,
  BT_470_M: 4,
  BT_470_B_G: 5,
  BT_601: 6,
  SMPTE_240: 7,
  LINEAR: 8,
  LOG_100: 9,
  LOG_100_SQRT10: 10,
  IEC_61966: 11,
  BT_1361: 12,
  SRGB: 13,
  BT_2020_10_BIT: 14,
  BT_2020_12_BIT: 15,
  SMPTE_2084: 16,
  SMPTE_428: 17,
  HLG: 18,
  INVALID: 2147483647,
} as const;
export type StdVideoAV1TransferCharacteristics = (typeof StdVideoAV1TransferCharacteristics)[keyof typeof StdVideoAV1TransferCharacteristics];

export const StdVideoAV1TxMode = {
  ONLY_4X4: 0,
  LARGEST: 1,
  SELECT: 2,
  INVALID: 2147483647,
} as const;
export type StdVideoAV1TxMode = (typeof StdVideoAV1TxMode)[keyof typeof StdVideoAV1TxMode];

export const StdVideoDecodeH264FieldOrderCount = {
  TOP: 0,
  BOTTOM: 1,
  INVALID: 2147483647,
} as const;
export type StdVideoDecodeH264FieldOrderCount = (typeof StdVideoDecodeH264FieldOrderCount)[keyof typeof StdVideoDecodeH264FieldOrderCount];

export const StdVideoH264AspectRatioIdc = {
  UNSPECIFIED: 0,
  SQUARE: 1,
  IDC_12_11: 2,
  IDC_10_11: 3,
  IDC_16_11: 4,
  IDC_40_33: 5,
  IDC_24_11: 6,
  IDC_20_11: 7,
  IDC_32_11: 8,
  IDC_80_33: 9,
  IDC_18_11: 10,
  IDC_15_11: 11,
  IDC_64_33: 12,
  IDC_160_99: 13,
  IDC_4_3: 14,
  IDC_3_2: 15,
  IDC_2_1: 16,
  EXTENDED_SAR: 255,
  INVALID: 2147483647,
} as const;
export type StdVideoH264AspectRatioIdc = (typeof StdVideoH264AspectRatioIdc)[keyof typeof StdVideoH264AspectRatioIdc];

export const StdVideoH264CabacInitIdc = {
  IDC_0: 0,
  IDC_1: 1,
  IDC_2: 2,
  INVALID: 2147483647,
} as const;
export type StdVideoH264CabacInitIdc = (typeof StdVideoH264CabacInitIdc)[keyof typeof StdVideoH264CabacInitIdc];

export const StdVideoH264ChromaFormatIdc = {
  MONOCHROME: 0,
  IDC_420: 1,
  IDC_422: 2,
  IDC_444: 3,
  INVALID: 2147483647,
} as const;
export type StdVideoH264ChromaFormatIdc = (typeof StdVideoH264ChromaFormatIdc)[keyof typeof StdVideoH264ChromaFormatIdc];

export const StdVideoH264DisableDeblockingFilterIdc = {
  DISABLED: 0,
  ENABLED: 1,
  PARTIAL: 2,
  INVALID: 2147483647,
} as const;
export type StdVideoH264DisableDeblockingFilterIdc = (typeof StdVideoH264DisableDeblockingFilterIdc)[keyof typeof StdVideoH264DisableDeblockingFilterIdc];

export const StdVideoH264LevelIdc = {
  IDC_1_0: 0,
  IDC_1_1: 1,
  IDC_1_2: 2,
  IDC_1_3: 3,
  IDC_2_0: 4,
  IDC_2_1: 5,
  IDC_2_2: 6,
  IDC_3_0: 7,
  IDC_3_1: 8,
  IDC_3_2: 9,
  IDC_4_0: 10,
  IDC_4_1: 11,
  IDC_4_2: 12,
  IDC_5_0: 13,
  IDC_5_1: 14,
  IDC_5_2: 15,
  IDC_6_0: 16,
  IDC_6_1: 17,
  IDC_6_2: 18,
  INVALID: 2147483647,
} as const;
export type StdVideoH264LevelIdc = (typeof StdVideoH264LevelIdc)[keyof typeof StdVideoH264LevelIdc];

export const StdVideoH264MemMgmtControlOp = {
  END: 0,
  UNMARK_SHORT_TERM: 1,
  UNMARK_LONG_TERM: 2,
  MARK_LONG_TERM: 3,
  SET_MAX_LONG_TERM_INDEX: 4,
  UNMARK_ALL: 5,
  MARK_CURRENT_AS_LONG_TERM: 6,
  INVALID: 2147483647,
} as const;
export type StdVideoH264MemMgmtControlOp = (typeof StdVideoH264MemMgmtControlOp)[keyof typeof StdVideoH264MemMgmtControlOp];

export const StdVideoH264ModificationOfPicNumsIdc = {
  SHORT_TERM_SUBTRACT: 0,
  SHORT_TERM_ADD: 1,
  LONG_TERM: 2,
  END: 3,
  INVALID: 2147483647,
} as const;
export type StdVideoH264ModificationOfPicNumsIdc = (typeof StdVideoH264ModificationOfPicNumsIdc)[keyof typeof StdVideoH264ModificationOfPicNumsIdc];

export const StdVideoH264NonVclNaluType = {
  SPS: 0,
  PPS: 1,
  AUD: 2,
  PREFIX: 3,
  END_OF_SEQUENCE: 4,
  END_OF_STREAM: 5,
  PRECODED: 6,
  INVALID: 2147483647,
} as const;
export type StdVideoH264NonVclNaluType = (typeof StdVideoH264NonVclNaluType)[keyof typeof StdVideoH264NonVclNaluType];

export const StdVideoH264PictureType = {
  P: 0,
  B: 1,
  I: 2,
  IDR: 5,
  INVALID: 2147483647,
} as const;
export type StdVideoH264PictureType = (typeof StdVideoH264PictureType)[keyof typeof StdVideoH264PictureType];

export const StdVideoH264PocType = {
  TYPE_0: 0,
  TYPE_1: 1,
  TYPE_2: 2,
  INVALID: 2147483647,
} as const;
export type StdVideoH264PocType = (typeof StdVideoH264PocType)[keyof typeof StdVideoH264PocType];

export const StdVideoH264ProfileIdc = {
  BASELINE: 66,
  MAIN: 77,
  HIGH: 100,
  HIGH_444_PREDICTIVE: 244,
  INVALID: 2147483647,
} as const;
export type StdVideoH264ProfileIdc = (typeof StdVideoH264ProfileIdc)[keyof typeof StdVideoH264ProfileIdc];

export const StdVideoH264SliceType = {
  P: 0,
  B: 1,
  I: 2,
  INVALID: 2147483647,
} as const;
export type StdVideoH264SliceType = (typeof StdVideoH264SliceType)[keyof typeof StdVideoH264SliceType];

export const StdVideoH264WeightedBipredIdc = {
  DEFAULT: 0,
  EXPLICIT: 1,
  IMPLICIT: 2,
  INVALID: 2147483647,
} as const;
export type StdVideoH264WeightedBipredIdc = (typeof StdVideoH264WeightedBipredIdc)[keyof typeof StdVideoH264WeightedBipredIdc];

export const StdVideoH265AspectRatioIdc = {
  UNSPECIFIED: 0,
  SQUARE: 1,
  IDC_12_11: 2,
  IDC_10_11: 3,
  IDC_16_11: 4,
  IDC_40_33: 5,
  IDC_24_11: 6,
  IDC_20_11: 7,
  IDC_32_11: 8,
  IDC_80_33: 9,
  IDC_18_11: 10,
  IDC_15_11: 11,
  IDC_64_33: 12,
  IDC_160_99: 13,
  IDC_4_3: 14,
  IDC_3_2: 15,
  IDC_2_1: 16,
  EXTENDED_SAR: 255,
  INVALID: 2147483647,
} as const;
export type StdVideoH265AspectRatioIdc = (typeof StdVideoH265AspectRatioIdc)[keyof typeof StdVideoH265AspectRatioIdc];

export const StdVideoH265ChromaFormatIdc = {
  MONOCHROME: 0,
  IDC_420: 1,
  IDC_422: 2,
  IDC_444: 3,
  INVALID: 2147483647,
} as const;
export type StdVideoH265ChromaFormatIdc = (typeof StdVideoH265ChromaFormatIdc)[keyof typeof StdVideoH265ChromaFormatIdc];

export const StdVideoH265LevelIdc = {
  IDC_1_0: 0,
  IDC_2_0: 1,
  IDC_2_1: 2,
  IDC_3_0: 3,
  IDC_3_1: 4,
  IDC_4_0: 5,
  IDC_4_1: 6,
  IDC_5_0: 7,
  IDC_5_1: 8,
  IDC_5_2: 9,
  IDC_6_0: 10,
  IDC_6_1: 11,
  IDC_6_2: 12,
  INVALID: 2147483647,
} as const;
export type StdVideoH265LevelIdc = (typeof StdVideoH265LevelIdc)[keyof typeof StdVideoH265LevelIdc];

export const StdVideoH265PictureType = {
  P: 0,
  B: 1,
  I: 2,
  IDR: 3,
  INVALID: 2147483647,
} as const;
export type StdVideoH265PictureType = (typeof StdVideoH265PictureType)[keyof typeof StdVideoH265PictureType];

export const StdVideoH265ProfileIdc = {
  MAIN: 1,
  MAIN_10: 2,
  MAIN_STILL_PICTURE: 3,
  FORMAT_RANGE_EXTENSIONS: 4,
  SCC_EXTENSIONS: 9,
  INVALID: 2147483647,
} as const;
export type StdVideoH265ProfileIdc = (typeof StdVideoH265ProfileIdc)[keyof typeof StdVideoH265ProfileIdc];

export const StdVideoH265SliceType = {
  B: 0,
  P: 1,
  I: 2,
  INVALID: 2147483647,
} as const;
export type StdVideoH265SliceType = (typeof StdVideoH265SliceType)[keyof typeof StdVideoH265SliceType];

export const VkAccelerationStructureBuildTypeKHR = {
  HOST: 0,
  DEVICE: 1,
  HOST_OR_DEVICE: 2,
} as const;
export type VkAccelerationStructureBuildTypeKHR = (typeof VkAccelerationStructureBuildTypeKHR)[keyof typeof VkAccelerationStructureBuildTypeKHR];

export const VkAccelerationStructureCompatibilityKHR = {
  COMPATIBLE: 0,
  INCOMPATIBLE: 1,
} as const;
export type VkAccelerationStructureCompatibilityKHR = (typeof VkAccelerationStructureCompatibilityKHR)[keyof typeof VkAccelerationStructureCompatibilityKHR];

export const VkAccelerationStructureCreateFlagBitsKHR = {
  DEVICE_ADDRESS_CAPTURE_REPLAY: 1,
  DESCRIPTOR_BUFFER_CAPTURE_REPLAY_EXT: 8,
  MOTION_NV: 4,
} as const;
export type VkAccelerationStructureCreateFlagBitsKHR = number;

export const VkAccelerationStructureMemoryRequirementsTypeNV = {
  OBJECT: 0,
  BUILD_SCRATCH: 1,
  UPDATE_SCRATCH: 2,
} as const;
export type VkAccelerationStructureMemoryRequirementsTypeNV = (typeof VkAccelerationStructureMemoryRequirementsTypeNV)[keyof typeof VkAccelerationStructureMemoryRequirementsTypeNV];

export const VkAccelerationStructureMotionInstanceTypeNV = {
  STATIC: 0,
  MATRIX_MOTION: 1,
  SRT_MOTION: 2,
} as const;
export type VkAccelerationStructureMotionInstanceTypeNV = (typeof VkAccelerationStructureMotionInstanceTypeNV)[keyof typeof VkAccelerationStructureMotionInstanceTypeNV];

export const VkAccelerationStructureTypeKHR = {
  TOP_LEVEL: 0,
  BOTTOM_LEVEL: 1,
  GENERIC: 2,
  TOP_LEVEL_NV: 0,
  BOTTOM_LEVEL_NV: 1,
} as const;
export type VkAccelerationStructureTypeKHR = (typeof VkAccelerationStructureTypeKHR)[keyof typeof VkAccelerationStructureTypeKHR];

export const VkAccessFlagBits = {
  INDIRECT_COMMAND_READ: 1,
  INDEX_READ: 2,
  VERTEX_ATTRIBUTE_READ: 4,
  UNIFORM_READ: 8,
  INPUT_ATTACHMENT_READ: 16,
  SHADER_READ: 32,
  SHADER_WRITE: 64,
  COLOR_ATTACHMENT_READ: 128,
  COLOR_ATTACHMENT_WRITE: 256,
  DEPTH_STENCIL_ATTACHMENT_READ: 512,
  DEPTH_STENCIL_ATTACHMENT_WRITE: 1024,
  TRANSFER_READ: 2048,
  TRANSFER_WRITE: 4096,
  HOST_READ: 8192,
  HOST_WRITE: 16384,
  MEMORY_READ: 32768,
  MEMORY_WRITE: 65536,
  TRANSFORM_FEEDBACK_WRITE_EXT: 33554432,
  TRANSFORM_FEEDBACK_COUNTER_READ_EXT: 67108864,
  TRANSFORM_FEEDBACK_COUNTER_WRITE_EXT: 134217728,
  CONDITIONAL_RENDERING_READ_EXT: 1048576,
  COLOR_ATTACHMENT_READ_NONCOHERENT_EXT: 524288,
  ACCELERATION_STRUCTURE_READ_KHR: 2097152,
  ACCELERATION_STRUCTURE_WRITE_KHR: 4194304,
  SHADING_RATE_IMAGE_READ_NV: 8388608,
  ACCELERATION_STRUCTURE_READ_NV: 2097152,
  ACCELERATION_STRUCTURE_WRITE_NV: 4194304,
  FRAGMENT_DENSITY_MAP_READ_EXT: 16777216,
  FRAGMENT_SHADING_RATE_ATTACHMENT_READ_KHR: 8388608,
  COMMAND_PREPROCESS_READ_NV: 131072,
  COMMAND_PREPROCESS_WRITE_NV: 262144,
  NONE_KHR: 0,
  COMMAND_PREPROCESS_READ_EXT: 131072,
  COMMAND_PREPROCESS_WRITE_EXT: 262144,
  NONE: 0,
} as const;
export type VkAccessFlagBits = number;

export const VkAccessFlagBits2 = {
  NONE: 0x0n,
  INDIRECT_COMMAND_READ: 0x1n,
  INDEX_READ: 0x2n,
  VERTEX_ATTRIBUTE_READ: 0x4n,
  UNIFORM_READ: 0x8n,
  INPUT_ATTACHMENT_READ: 0x10n,
  SHADER_READ: 0x20n,
  SHADER_WRITE: 0x40n,
  COLOR_ATTACHMENT_READ: 0x80n,
  COLOR_ATTACHMENT_WRITE: 0x100n,
  DEPTH_STENCIL_ATTACHMENT_READ: 0x200n,
  DEPTH_STENCIL_ATTACHMENT_WRITE: 0x400n,
  TRANSFER_READ: 0x800n,
  TRANSFER_WRITE: 0x1000n,
  HOST_READ: 0x2000n,
  HOST_WRITE: 0x4000n,
  MEMORY_READ: 0x8000n,
  MEMORY_WRITE: 0x10000n,
  SHADER_SAMPLED_READ: 0x100000000n,
  SHADER_STORAGE_READ: 0x200000000n,
  SHADER_STORAGE_WRITE: 0x400000000n,
  VIDEO_DECODE_READ_KHR: 0x800000000n,
  VIDEO_DECODE_WRITE_KHR: 0x1000000000n,
  VIDEO_ENCODE_READ_KHR: 0x2000000000n,
  VIDEO_ENCODE_WRITE_KHR: 0x4000000000n,
  NONE_KHR: 0x0n,
  INDIRECT_COMMAND_READ_KHR: 0x1n,
  INDEX_READ_KHR: 0x2n,
  VERTEX_ATTRIBUTE_READ_KHR: 0x4n,
  UNIFORM_READ_KHR: 0x8n,
  INPUT_ATTACHMENT_READ_KHR: 0x10n,
  SHADER_READ_KHR: 0x20n,
  SHADER_WRITE_KHR: 0x40n,
  COLOR_ATTACHMENT_READ_KHR: 0x80n,
  COLOR_ATTACHMENT_WRITE_KHR: 0x100n,
  DEPTH_STENCIL_ATTACHMENT_READ_KHR: 0x200n,
  DEPTH_STENCIL_ATTACHMENT_WRITE_KHR: 0x400n,
  TRANSFER_READ_KHR: 0x800n,
  TRANSFER_WRITE_KHR: 0x1000n,
  HOST_READ_KHR: 0x2000n,
  HOST_WRITE_KHR: 0x4000n,
  MEMORY_READ_KHR: 0x8000n,
  MEMORY_WRITE_KHR: 0x10000n,
  SHADER_SAMPLED_READ_KHR: 0x100000000n,
  SHADER_STORAGE_READ_KHR: 0x200000000n,
  SHADER_STORAGE_WRITE_KHR: 0x400000000n,
  TRANSFORM_FEEDBACK_WRITE_EXT: 0x2000000n,
  TRANSFORM_FEEDBACK_COUNTER_READ_EXT: 0x4000000n,
  TRANSFORM_FEEDBACK_COUNTER_WRITE_EXT: 0x8000000n,
  CONDITIONAL_RENDERING_READ_EXT: 0x100000n,
  COMMAND_PREPROCESS_READ_NV: 0x20000n,
  COMMAND_PREPROCESS_WRITE_NV: 0x40000n,
  COMMAND_PREPROCESS_READ_EXT: 0x20000n,
  COMMAND_PREPROCESS_WRITE_EXT: 0x40000n,
  FRAGMENT_SHADING_RATE_ATTACHMENT_READ_KHR: 0x800000n,
  SHADING_RATE_IMAGE_READ_NV: 0x800000n,
  ACCELERATION_STRUCTURE_READ_KHR: 0x200000n,
  ACCELERATION_STRUCTURE_WRITE_KHR: 0x400000n,
  ACCELERATION_STRUCTURE_READ_NV: 0x200000n,
  ACCELERATION_STRUCTURE_WRITE_NV: 0x400000n,
  FRAGMENT_DENSITY_MAP_READ_EXT: 0x1000000n,
  COLOR_ATTACHMENT_READ_NONCOHERENT_EXT: 0x80000n,
  DESCRIPTOR_BUFFER_READ_EXT: 0x20000000000n,
  INVOCATION_MASK_READ_HUAWEI: 0x8000000000n,
  SHADER_BINDING_TABLE_READ_KHR: 0x10000000000n,
  MICROMAP_READ_EXT: 0x100000000000n,
  MICROMAP_WRITE_EXT: 0x200000000000n,
  OPTICAL_FLOW_READ_NV: 0x40000000000n,
  OPTICAL_FLOW_WRITE_NV: 0x80000000000n,
} as const;
export type VkAccessFlagBits2 = bigint;

export const VkAccessFlagBits3KHR = {
  NONE: 0x0n,
} as const;
export type VkAccessFlagBits3KHR = bigint;

export const VkAcquireProfilingLockFlagBitsKHR = {
} as const;
export type VkAcquireProfilingLockFlagBitsKHR = number;

export const VkAntiLagModeAMD = {
  DRIVER_CONTROL: 0,
  ON: 1,
  OFF: 2,
} as const;
export type VkAntiLagModeAMD = (typeof VkAntiLagModeAMD)[keyof typeof VkAntiLagModeAMD];

export const VkAntiLagStageAMD = {
  INPUT: 0,
  PRESENT: 1,
} as const;
export type VkAntiLagStageAMD = (typeof VkAntiLagStageAMD)[keyof typeof VkAntiLagStageAMD];

export const VkAttachmentDescriptionFlagBits = {
  MAY_ALIAS: 1,
} as const;
export type VkAttachmentDescriptionFlagBits = number;

export const VkAttachmentLoadOp = {
  LOAD: 0,
  CLEAR: 1,
  DONT_CARE: 2,
  NONE_EXT: 1000400000,
  NONE_KHR: 1000400000,
  NONE: 1000400000,
} as const;
export type VkAttachmentLoadOp = (typeof VkAttachmentLoadOp)[keyof typeof VkAttachmentLoadOp];

export const VkAttachmentStoreOp = {
  STORE: 0,
  DONT_CARE: 1,
  NONE_KHR: 1000301000,
  NONE_QCOM: 1000301000,
  NONE_EXT: 1000301000,
  NONE: 1000301000,
} as const;
export type VkAttachmentStoreOp = (typeof VkAttachmentStoreOp)[keyof typeof VkAttachmentStoreOp];

export const VkBlendFactor = {
  ZERO: 0,
  ONE: 1,
  SRC_COLOR: 2,
  ONE_MINUS_SRC_COLOR: 3,
  DST_COLOR: 4,
  ONE_MINUS_DST_COLOR: 5,
  SRC_ALPHA: 6,
  ONE_MINUS_SRC_ALPHA: 7,
  DST_ALPHA: 8,
  ONE_MINUS_DST_ALPHA: 9,
  CONSTANT_COLOR: 10,
  ONE_MINUS_CONSTANT_COLOR: 11,
  CONSTANT_ALPHA: 12,
  ONE_MINUS_CONSTANT_ALPHA: 13,
  SRC_ALPHA_SATURATE: 14,
  SRC1_COLOR: 15,
  ONE_MINUS_SRC1_COLOR: 16,
  SRC1_ALPHA: 17,
  ONE_MINUS_SRC1_ALPHA: 18,
} as const;
export type VkBlendFactor = (typeof VkBlendFactor)[keyof typeof VkBlendFactor];

export const VkBlendOp = {
  ADD: 0,
  SUBTRACT: 1,
  REVERSE_SUBTRACT: 2,
  MIN: 3,
  MAX: 4,
  ZERO_EXT: 1000148000,
  SRC_EXT: 1000148001,
  DST_EXT: 1000148002,
  SRC_OVER_EXT: 1000148003,
  DST_OVER_EXT: 1000148004,
  SRC_IN_EXT: 1000148005,
  DST_IN_EXT: 1000148006,
  SRC_OUT_EXT: 1000148007,
  DST_OUT_EXT: 1000148008,
  SRC_ATOP_EXT: 1000148009,
  DST_ATOP_EXT: 1000148010,
  XOR_EXT: 1000148011,
  MULTIPLY_EXT: 1000148012,
  SCREEN_EXT: 1000148013,
  OVERLAY_EXT: 1000148014,
  DARKEN_EXT: 1000148015,
  LIGHTEN_EXT: 1000148016,
  COLORDODGE_EXT: 1000148017,
  COLORBURN_EXT: 1000148018,
  HARDLIGHT_EXT: 1000148019,
  SOFTLIGHT_EXT: 1000148020,
  DIFFERENCE_EXT: 1000148021,
  EXCLUSION_EXT: 1000148022,
  INVERT_EXT: 1000148023,
  INVERT_RGB_EXT: 1000148024,
  LINEARDODGE_EXT: 1000148025,
  LINEARBURN_EXT: 1000148026,
  VIVIDLIGHT_EXT: 1000148027,
  LINEARLIGHT_EXT: 1000148028,
  PINLIGHT_EXT: 1000148029,
  HARDMIX_EXT: 1000148030,
  HSL_HUE_EXT: 1000148031,
  HSL_SATURATION_EXT: 1000148032,
  HSL_COLOR_EXT: 1000148033,
  HSL_LUMINOSITY_EXT: 1000148034,
  PLUS_EXT: 1000148035,
  PLUS_CLAMPED_EXT: 1000148036,
  PLUS_CLAMPED_ALPHA_EXT: 1000148037,
  PLUS_DARKER_EXT: 1000148038,
  MINUS_EXT: 1000148039,
  MINUS_CLAMPED_EXT: 1000148040,
  CONTRAST_EXT: 1000148041,
  INVERT_OVG_EXT: 1000148042,
  RED_EXT: 1000148043,
  GREEN_EXT: 1000148044,
  BLUE_EXT: 1000148045,
} as const;
export type VkBlendOp = (typeof VkBlendOp)[keyof typeof VkBlendOp];

export const VkBlendOverlapEXT = {
  UNCORRELATED: 0,
  DISJOINT: 1,
  CONJOINT: 2,
} as const;
export type VkBlendOverlapEXT = (typeof VkBlendOverlapEXT)[keyof typeof VkBlendOverlapEXT];

export const VkBlockMatchWindowCompareModeQCOM = {
  MIN: 0,
  MAX: 1,
} as const;
export type VkBlockMatchWindowCompareModeQCOM = (typeof VkBlockMatchWindowCompareModeQCOM)[keyof typeof VkBlockMatchWindowCompareModeQCOM];

export const VkBorderColor = {
  FLOAT_TRANSPARENT_BLACK: 0,
  INT_TRANSPARENT_BLACK: 1,
  FLOAT_OPAQUE_BLACK: 2,
  INT_OPAQUE_BLACK: 3,
  FLOAT_OPAQUE_WHITE: 4,
  INT_OPAQUE_WHITE: 5,
  FLOAT_CUSTOM_EXT: 1000287003,
  INT_CUSTOM_EXT: 1000287004,
} as const;
export type VkBorderColor = (typeof VkBorderColor)[keyof typeof VkBorderColor];

export const VkBufferCreateFlagBits = {
  SPARSE_BINDING: 1,
  SPARSE_RESIDENCY: 2,
  SPARSE_ALIASED: 4,
  DEVICE_ADDRESS_CAPTURE_REPLAY_EXT: 16,
  DEVICE_ADDRESS_CAPTURE_REPLAY_KHR: 16,
  DESCRIPTOR_BUFFER_CAPTURE_REPLAY_EXT: 32,
  VIDEO_PROFILE_INDEPENDENT_KHR: 64,
  PROTECTED: 8,
  DEVICE_ADDRESS_CAPTURE_REPLAY: 16,
} as const;
export type VkBufferCreateFlagBits = number;

export const VkBufferUsageFlagBits = {
  TRANSFER_SRC: 1,
  TRANSFER_DST: 2,
  UNIFORM_TEXEL_BUFFER: 4,
  STORAGE_TEXEL_BUFFER: 8,
  UNIFORM_BUFFER: 16,
  STORAGE_BUFFER: 32,
  INDEX_BUFFER: 64,
  VERTEX_BUFFER: 128,
  INDIRECT_BUFFER: 256,
  VIDEO_DECODE_SRC_KHR: 8192,
  VIDEO_DECODE_DST_KHR: 16384,
  TRANSFORM_FEEDBACK_BUFFER_EXT: 2048,
  TRANSFORM_FEEDBACK_COUNTER_BUFFER_EXT: 4096,
  CONDITIONAL_RENDERING_EXT: 512,
  EXECUTION_GRAPH_SCRATCH_AMDX: 33554432,
  ACCELERATION_STRUCTURE_BUILD_INPUT_READ_ONLY_KHR: 524288,
  ACCELERATION_STRUCTURE_STORAGE_KHR: 1048576,
  SHADER_BINDING_TABLE_KHR: 1024,
  RAY_TRACING_NV: 1024,
  SHADER_DEVICE_ADDRESS_EXT: 131072,
  SHADER_DEVICE_ADDRESS_KHR: 131072,
  VIDEO_ENCODE_DST_KHR: 32768,
  VIDEO_ENCODE_SRC_KHR: 65536,
  SAMPLER_DESCRIPTOR_BUFFER_EXT: 2097152,
  RESOURCE_DESCRIPTOR_BUFFER_EXT: 4194304,
  PUSH_DESCRIPTORS_DESCRIPTOR_BUFFER_EXT: 67108864,
  MICROMAP_BUILD_INPUT_READ_ONLY_EXT: 8388608,
  MICROMAP_STORAGE_EXT: 16777216,
  SHADER_DEVICE_ADDRESS: 131072,
} as const;
export type VkBufferUsageFlagBits = number;

export const VkBufferUsageFlagBits2 = {
  TRANSFER_SRC: 0x1n,
  TRANSFER_DST: 0x2n,
  UNIFORM_TEXEL_BUFFER: 0x4n,
  STORAGE_TEXEL_BUFFER: 0x8n,
  UNIFORM_BUFFER: 0x10n,
  STORAGE_BUFFER: 0x20n,
  INDEX_BUFFER: 0x40n,
  VERTEX_BUFFER: 0x80n,
  INDIRECT_BUFFER: 0x100n,
  EXECUTION_GRAPH_SCRATCH_AMDX: 0x2000000n,
  TRANSFER_SRC_KHR: 0x1n,
  TRANSFER_DST_KHR: 0x2n,
  UNIFORM_TEXEL_BUFFER_KHR: 0x4n,
  STORAGE_TEXEL_BUFFER_KHR: 0x8n,
  UNIFORM_BUFFER_KHR: 0x10n,
  STORAGE_BUFFER_KHR: 0x20n,
  INDEX_BUFFER_KHR: 0x40n,
  VERTEX_BUFFER_KHR: 0x80n,
  INDIRECT_BUFFER_KHR: 0x100n,
  CONDITIONAL_RENDERING_EXT: 0x200n,
  SHADER_BINDING_TABLE_KHR: 0x400n,
  RAY_TRACING_NV: 0x400n,
  TRANSFORM_FEEDBACK_BUFFER_EXT: 0x800n,
  TRANSFORM_FEEDBACK_COUNTER_BUFFER_EXT: 0x1000n,
  VIDEO_DECODE_SRC_KHR: 0x2000n,
  VIDEO_DECODE_DST_KHR: 0x4000n,
  VIDEO_ENCODE_DST_KHR: 0x8000n,
  VIDEO_ENCODE_SRC_KHR: 0x10000n,
  SHADER_DEVICE_ADDRESS_KHR: 0x20000n,
  ACCELERATION_STRUCTURE_BUILD_INPUT_READ_ONLY_KHR: 0x80000n,
  ACCELERATION_STRUCTURE_STORAGE_KHR: 0x100000n,
  SAMPLER_DESCRIPTOR_BUFFER_EXT: 0x200000n,
  RESOURCE_DESCRIPTOR_BUFFER_EXT: 0x400000n,
  PUSH_DESCRIPTORS_DESCRIPTOR_BUFFER_EXT: 0x4000000n,
  MICROMAP_BUILD_INPUT_READ_ONLY_EXT: 0x800000n,
  MICROMAP_STORAGE_EXT: 0x1000000n,
  PREPROCESS_BUFFER_EXT: 0x80000000n,
  SHADER_DEVICE_ADDRESS: 0x20000n,
} as const;
export type VkBufferUsageFlagBits2 = bigint;

export const VkBuildAccelerationStructureFlagBitsKHR = {
  ALLOW_UPDATE: 1,
  ALLOW_COMPACTION: 2,
  PREFER_FAST_TRACE: 4,
  PREFER_FAST_BUILD: 8,
  LOW_MEMORY: 16,
  ALLOW_UPDATE_NV: 1,
  ALLOW_COMPACTION_NV: 2,
  PREFER_FAST_TRACE_NV: 4,
  PREFER_FAST_BUILD_NV: 8,
  LOW_MEMORY_NV: 16,
  MOTION_NV: 32,
  ALLOW_OPACITY_MICROMAP_UPDATE_EXT: 64,
  ALLOW_DISABLE_OPACITY_MICROMAPS_EXT: 128,
  ALLOW_OPACITY_MICROMAP_DATA_UPDATE_EXT: 256,
  ALLOW_DISPLACEMENT_MICROMAP_UPDATE_NV: 512,
  ALLOW_DATA_ACCESS: 2048,
} as const;
export type VkBuildAccelerationStructureFlagBitsKHR = number;

export const VkBuildAccelerationStructureModeKHR = {
  BUILD: 0,
  UPDATE: 1,
} as const;
export type VkBuildAccelerationStructureModeKHR = (typeof VkBuildAccelerationStructureModeKHR)[keyof typeof VkBuildAccelerationStructureModeKHR];

export const VkBuildMicromapFlagBitsEXT = {
  PREFER_FAST_TRACE: 1,
  PREFER_FAST_BUILD: 2,
  ALLOW_COMPACTION: 4,
} as const;
export type VkBuildMicromapFlagBitsEXT = number;

export const VkBuildMicromapModeEXT = {
  BUILD: 0,
} as const;
export type VkBuildMicromapModeEXT = (typeof VkBuildMicromapModeEXT)[keyof typeof VkBuildMicromapModeEXT];

export const VkChromaLocation = {
  COSITED_EVEN: 0,
  MIDPOINT: 1,
  COSITED_EVEN_KHR: 0,
  MIDPOINT_KHR: 1,
} as const;
export type VkChromaLocation = (typeof VkChromaLocation)[keyof typeof VkChromaLocation];

export const VkClusterAccelerationStructureAddressResolutionFlagBitsNV = {
  INDIRECTED_DST_IMPLICIT_DATA: 1,
  INDIRECTED_SCRATCH_DATA: 2,
  INDIRECTED_DST_ADDRESS_ARRAY: 4,
  INDIRECTED_DST_SIZES_ARRAY: 8,
  INDIRECTED_SRC_INFOS_ARRAY: 16,
  INDIRECTED_SRC_INFOS_COUNT: 32,
} as const;
export type VkClusterAccelerationStructureAddressResolutionFlagBitsNV = number;

export const VkClusterAccelerationStructureClusterFlagBitsNV = {
  ALLOW_DISABLE_OPACITY_MICROMAPS: 1,
} as const;
export type VkClusterAccelerationStructureClusterFlagBitsNV = number;

export const VkClusterAccelerationStructureGeometryFlagBitsNV = {
  CULL_DISABLE: 1,
  NO_DUPLICATE_ANYHIT_INVOCATION: 2,
  OPAQUE: 4,
} as const;
export type VkClusterAccelerationStructureGeometryFlagBitsNV = number;

export const VkClusterAccelerationStructureIndexFormatFlagBitsNV = {
  FORMAT_8BIT: 1,
  FORMAT_16BIT: 2,
  FORMAT_32BIT: 4,
} as const;
export type VkClusterAccelerationStructureIndexFormatFlagBitsNV = number;

export const VkClusterAccelerationStructureOpModeNV = {
  IMPLICIT_DESTINATIONS: 0,
  EXPLICIT_DESTINATIONS: 1,
  COMPUTE_SIZES: 2,
} as const;
export type VkClusterAccelerationStructureOpModeNV = (typeof VkClusterAccelerationStructureOpModeNV)[keyof typeof VkClusterAccelerationStructureOpModeNV];

export const VkClusterAccelerationStructureOpTypeNV = {
  MOVE_OBJECTS: 0,
  BUILD_CLUSTERS_BOTTOM_LEVEL: 1,
  BUILD_TRIANGLE_CLUSTER: 2,
  BUILD_TRIANGLE_CLUSTER_TEMPLATE: 3,
  INSTANTIATE_TRIANGLE_CLUSTER: 4,
} as const;
export type VkClusterAccelerationStructureOpTypeNV = (typeof VkClusterAccelerationStructureOpTypeNV)[keyof typeof VkClusterAccelerationStructureOpTypeNV];

export const VkClusterAccelerationStructureTypeNV = {
  CLUSTERS_BOTTOM_LEVEL: 0,
  TRIANGLE_CLUSTER: 1,
  TRIANGLE_CLUSTER_TEMPLATE: 2,
} as const;
export type VkClusterAccelerationStructureTypeNV = (typeof VkClusterAccelerationStructureTypeNV)[keyof typeof VkClusterAccelerationStructureTypeNV];

export const VkCoarseSampleOrderTypeNV = {
  DEFAULT: 0,
  CUSTOM: 1,
  PIXEL_MAJOR: 2,
  SAMPLE_MAJOR: 3,
} as const;
export type VkCoarseSampleOrderTypeNV = (typeof VkCoarseSampleOrderTypeNV)[keyof typeof VkCoarseSampleOrderTypeNV];

export const VkColorComponentFlagBits = {
  R: 1,
  G: 2,
  B: 4,
  A: 8,
} as const;
export type VkColorComponentFlagBits = number;

export const VkColorSpaceKHR = {
  SRGB_NONLINEAR: 0,
  COLORSPACE_SRGB_NONLINEAR: 0,
  DISPLAY_P3_NONLINEAR_EXT: 1000104001,
  EXTENDED_SRGB_LINEAR_EXT: 1000104002,
  DISPLAY_P3_LINEAR_EXT: 1000104003,
  DCI_P3_NONLINEAR_EXT: 1000104004,
  BT709_LINEAR_EXT: 1000104005,
  BT709_NONLINEAR_EXT: 1000104006,
  BT2020_LINEAR_EXT: 1000104007,
  HDR10_ST2084_EXT: 1000104008,
  DOLBYVISION_EXT: 1000104009,
  HDR10_HLG_EXT: 1000104010,
  ADOBERGB_LINEAR_EXT: 1000104011,
  ADOBERGB_NONLINEAR_EXT: 1000104012,
  PASS_THROUGH_EXT: 1000104013,
  EXTENDED_SRGB_NONLINEAR_EXT: 1000104014,
  DCI_P3_LINEAR_EXT: 1000104003,
  DISPLAY_NATIVE_AMD: 1000213000,
} as const;
export type VkColorSpaceKHR = (typeof VkColorSpaceKHR)[keyof typeof VkColorSpaceKHR];

export const VkCommandBufferLevel = {
  PRIMARY: 0,
  SECONDARY: 1,
} as const;
export type VkCommandBufferLevel = (typeof VkCommandBufferLevel)[keyof typeof VkCommandBufferLevel];

export const VkCommandBufferResetFlagBits = {
  RELEASE_RESOURCES: 1,
} as const;
export type VkCommandBufferResetFlagBits = number;

export const VkCommandBufferUsageFlagBits = {
  ONE_TIME_SUBMIT: 1,
  RENDER_PASS_CONTINUE: 2,
  SIMULTANEOUS_USE: 4,
} as const;
export type VkCommandBufferUsageFlagBits = number;

export const VkCommandPoolCreateFlagBits = {
  TRANSIENT: 1,
  RESET_COMMAND_BUFFER: 2,
  PROTECTED: 4,
} as const;
export type VkCommandPoolCreateFlagBits = number;

export const VkCommandPoolResetFlagBits = {
  RELEASE_RESOURCES: 1,
} as const;
export type VkCommandPoolResetFlagBits = number;

export const VkCompareOp = {
  NEVER: 0,
  LESS: 1,
  EQUAL: 2,
  LESS_OR_EQUAL: 3,
  GREATER: 4,
  NOT_EQUAL: 5,
  GREATER_OR_EQUAL: 6,
  ALWAYS: 7,
} as const;
export type VkCompareOp = (typeof VkCompareOp)[keyof typeof VkCompareOp];

export const VkComponentSwizzle = {
  IDENTITY: 0,
  ZERO: 1,
  ONE: 2,
  R: 3,
  G: 4,
  B: 5,
  A: 6,
} as const;
export type VkComponentSwizzle = (typeof VkComponentSwizzle)[keyof typeof VkComponentSwizzle];

export const VkComponentTypeKHR = {
  FLOAT16: 0,
  FLOAT32: 1,
  FLOAT64: 2,
  SINT8: 3,
  SINT16: 4,
  SINT32: 5,
  SINT64: 6,
  UINT8: 7,
  UINT16: 8,
  UINT32: 9,
  UINT64: 10,
  FLOAT16_NV: 0,
  FLOAT32_NV: 1,
  FLOAT64_NV: 2,
  SINT8_NV: 3,
  SINT16_NV: 4,
  SINT32_NV: 5,
  SINT64_NV: 6,
  UINT8_NV: 7,
  UINT16_NV: 8,
  UINT32_NV: 9,
  UINT64_NV: 10,
  SINT8_PACKED_NV: 1000491000,
  UINT8_PACKED_NV: 1000491001,
  FLOAT_E4M3_NV: 1000491002,
  FLOAT_E5M2_NV: 1000491003,
} as const;
export type VkComponentTypeKHR = (typeof VkComponentTypeKHR)[keyof typeof VkComponentTypeKHR];

export const VkCompositeAlphaFlagBitsKHR = {
  OPAQUE: 1,
  PRE_MULTIPLIED: 2,
  POST_MULTIPLIED: 4,
  INHERIT: 8,
} as const;
export type VkCompositeAlphaFlagBitsKHR = number;

export const VkConditionalRenderingFlagBitsEXT = {
  INVERTED: 1,
} as const;
export type VkConditionalRenderingFlagBitsEXT = number;

export const VkConservativeRasterizationModeEXT = {
  DISABLED: 0,
  OVERESTIMATE: 1,
  UNDERESTIMATE: 2,
} as const;
export type VkConservativeRasterizationModeEXT = (typeof VkConservativeRasterizationModeEXT)[keyof typeof VkConservativeRasterizationModeEXT];

export const VkCooperativeVectorMatrixLayoutNV = {
  ROW_MAJOR: 0,
  COLUMN_MAJOR: 1,
  INFERENCING_OPTIMAL: 2,
  TRAINING_OPTIMAL: 3,
} as const;
export type VkCooperativeVectorMatrixLayoutNV = (typeof VkCooperativeVectorMatrixLayoutNV)[keyof typeof VkCooperativeVectorMatrixLayoutNV];

export const VkCopyAccelerationStructureModeKHR = {
  CLONE: 0,
  COMPACT: 1,
  SERIALIZE: 2,
  DESERIALIZE: 3,
  CLONE_NV: 0,
  COMPACT_NV: 1,
} as const;
export type VkCopyAccelerationStructureModeKHR = (typeof VkCopyAccelerationStructureModeKHR)[keyof typeof VkCopyAccelerationStructureModeKHR];

export const VkCopyMicromapModeEXT = {
  CLONE: 0,
  SERIALIZE: 1,
  DESERIALIZE: 2,
  COMPACT: 3,
} as const;
export type VkCopyMicromapModeEXT = (typeof VkCopyMicromapModeEXT)[keyof typeof VkCopyMicromapModeEXT];

export const VkCoverageModulationModeNV = {
  NONE: 0,
  RGB: 1,
  ALPHA: 2,
  RGBA: 3,
} as const;
export type VkCoverageModulationModeNV = (typeof VkCoverageModulationModeNV)[keyof typeof VkCoverageModulationModeNV];

export const VkCoverageReductionModeNV = {
  MERGE: 0,
  TRUNCATE: 1,
} as const;
export type VkCoverageReductionModeNV = (typeof VkCoverageReductionModeNV)[keyof typeof VkCoverageReductionModeNV];

export const VkCubicFilterWeightsQCOM = {
  CATMULL_ROM: 0,
  ZERO_TANGENT_CARDINAL: 1,
  B_SPLINE: 2,
  MITCHELL_NETRAVALI: 3,
} as const;
export type VkCubicFilterWeightsQCOM = (typeof VkCubicFilterWeightsQCOM)[keyof typeof VkCubicFilterWeightsQCOM];

export const VkCullModeFlagBits = {
  NONE: 0,
  FRONT: 1,
  BACK: 2,
  FRONT_AND_BACK: 3,
} as const;
export type VkCullModeFlagBits = number;

export const VkDebugReportFlagBitsEXT = {
  INFORMATION: 1,
  WARNING: 2,
  PERFORMANCE_WARNING: 4,
  ERROR: 8,
  DEBUG: 16,
} as const;
export type VkDebugReportFlagBitsEXT = number;

export const VkDebugReportObjectTypeEXT = {
  UNKNOWN: 0,
  INSTANCE: 1,
  PHYSICAL_DEVICE: 2,
  DEVICE: 3,
  QUEUE: 4,
  SEMAPHORE: 5,
  COMMAND_BUFFER: 6,
  FENCE: 7,
  DEVICE_MEMORY: 8,
  BUFFER: 9,
  IMAGE: 10,
  EVENT: 11,
  QUERY_POOL: 12,
  BUFFER_VIEW: 13,
  IMAGE_VIEW: 14,
  SHADER_MODULE: 15,
  PIPELINE_CACHE: 16,
  PIPELINE_LAYOUT: 17,
  RENDER_PASS: 18,
  PIPELINE: 19,
  DESCRIPTOR_SET_LAYOUT: 20,
  SAMPLER: 21,
  DESCRIPTOR_POOL: 22,
  DESCRIPTOR_SET: 23,
  FRAMEBUFFER: 24,
  COMMAND_POOL: 25,
  SURFACE_KHR: 26,
  SWAPCHAIN_KHR: 27,
  DEBUG_REPORT_CALLBACK_EXT: 28,
  DEBUG_REPORT: 28,
  DISPLAY_KHR: 29,
  DISPLAY_MODE_KHR: 30,
  VALIDATION_CACHE_EXT: 33,
  VALIDATION_CACHE: 33,
  SAMPLER_YCBCR_CONVERSION: 1000156000,
  DESCRIPTOR_UPDATE_TEMPLATE: 1000085000,
  CU_MODULE_NVX: 1000029000,
  CU_FUNCTION_NVX: 1000029001,
  DESCRIPTOR_UPDATE_TEMPLATE_KHR: 1000085000,
  ACCELERATION_STRUCTURE_KHR: 1000150000,
  SAMPLER_YCBCR_CONVERSION_KHR: 1000156000,
  ACCELERATION_STRUCTURE_NV: 1000165000,
  CUDA_MODULE_NV: 1000307000,
  CUDA_FUNCTION_NV: 1000307001,
  BUFFER_COLLECTION_FUCHSIA: 1000366000,
} as const;
export type VkDebugReportObjectTypeEXT = (typeof VkDebugReportObjectTypeEXT)[keyof typeof VkDebugReportObjectTypeEXT];

export const VkDebugUtilsMessageSeverityFlagBitsEXT = {
  VERBOSE: 1,
  INFO: 16,
  WARNING: 256,
  ERROR: 4096,
} as const;
export type VkDebugUtilsMessageSeverityFlagBitsEXT = number;

export const VkDebugUtilsMessageTypeFlagBitsEXT = {
  GENERAL: 1,
  VALIDATION: 2,
  PERFORMANCE: 4,
  DEVICE_ADDRESS_BINDING: 8,
} as const;
export type VkDebugUtilsMessageTypeFlagBitsEXT = number;

export const VkDependencyFlagBits = {
  BY_REGION: 1,
  VIEW_LOCAL_KHR: 2,
  DEVICE_GROUP_KHR: 4,
  FEEDBACK_LOOP_EXT: 8,
  QUEUE_FAMILY_OWNERSHIP_TRANSFER_USE_ALL_STAGES_KHR: 32,
  DEVICE_GROUP: 4,
  VIEW_LOCAL: 2,
} as const;
export type VkDependencyFlagBits = number;

export const VkDepthBiasRepresentationEXT = {
  LEAST_REPRESENTABLE_VALUE_FORMAT: 0,
  LEAST_REPRESENTABLE_VALUE_FORCE_UNORM: 1,
  FLOAT: 2,
} as const;
export type VkDepthBiasRepresentationEXT = (typeof VkDepthBiasRepresentationEXT)[keyof typeof VkDepthBiasRepresentationEXT];

export const VkDepthClampModeEXT = {
  VIEWPORT_RANGE: 0,
  USER_DEFINED_RANGE: 1,
} as const;
export type VkDepthClampModeEXT = (typeof VkDepthClampModeEXT)[keyof typeof VkDepthClampModeEXT];

export const VkDescriptorBindingFlagBits = {
  UPDATE_AFTER_BIND: 1,
  UPDATE_UNUSED_WHILE_PENDING: 2,
  PARTIALLY_BOUND: 4,
  VARIABLE_DESCRIPTOR_COUNT: 8,
  UPDATE_AFTER_BIND_EXT: 1,
  UPDATE_UNUSED_WHILE_PENDING_EXT: 2,
  PARTIALLY_BOUND_EXT: 4,
  VARIABLE_DESCRIPTOR_COUNT_EXT: 8,
} as const;
export type VkDescriptorBindingFlagBits = number;

export const VkDescriptorPoolCreateFlagBits = {
  FREE_DESCRIPTOR_SET: 1,
  UPDATE_AFTER_BIND_EXT: 2,
  HOST_ONLY_VALVE: 4,
  HOST_ONLY_EXT: 4,
  ALLOW_OVERALLOCATION_SETS_NV: 8,
  ALLOW_OVERALLOCATION_POOLS_NV: 16,
  UPDATE_AFTER_BIND: 2,
} as const;
export type VkDescriptorPoolCreateFlagBits = number;

export const VkDescriptorSetLayoutCreateFlagBits = {
  PUSH_DESCRIPTOR_KHR: 1,
  UPDATE_AFTER_BIND_POOL_EXT: 2,
  DESCRIPTOR_BUFFER_EXT: 16,
  EMBEDDED_IMMUTABLE_SAMPLERS_EXT: 32,
  HOST_ONLY_POOL_VALVE: 4,
  INDIRECT_BINDABLE_NV: 128,
  HOST_ONLY_POOL_EXT: 4,
  PER_STAGE_NV: 64,
  UPDATE_AFTER_BIND_POOL: 2,
  PUSH_DESCRIPTOR: 1,
} as const;
export type VkDescriptorSetLayoutCreateFlagBits = number;

export const VkDescriptorType = {
  SAMPLER: 0,
  COMBINED_IMAGE_SAMPLER: 1,
  SAMPLED_IMAGE: 2,
  STORAGE_IMAGE: 3,
  UNIFORM_TEXEL_BUFFER: 4,
  STORAGE_TEXEL_BUFFER: 5,
  UNIFORM_BUFFER: 6,
  STORAGE_BUFFER: 7,
  UNIFORM_BUFFER_DYNAMIC: 8,
  STORAGE_BUFFER_DYNAMIC: 9,
  INPUT_ATTACHMENT: 10,
  INLINE_UNIFORM_BLOCK_EXT: 1000138000,
  ACCELERATION_STRUCTURE_KHR: 1000150000,
  ACCELERATION_STRUCTURE_NV: 1000165000,
  MUTABLE_VALVE: 1000351000,
  SAMPLE_WEIGHT_IMAGE_QCOM: 1000440000,
  BLOCK_MATCH_IMAGE_QCOM: 1000440001,
  MUTABLE_EXT: 1000351000,
  PARTITIONED_ACCELERATION_STRUCTURE_NV: 1000570000,
  INLINE_UNIFORM_BLOCK: 1000138000,
} as const;
export type VkDescriptorType = (typeof VkDescriptorType)[keyof typeof VkDescriptorType];

export const VkDescriptorUpdateTemplateType = {
  DESCRIPTOR_SET: 0,
  PUSH_DESCRIPTORS_KHR: 1,
  DESCRIPTOR_SET_KHR: 0,
  PUSH_DESCRIPTORS: 1,
} as const;
export type VkDescriptorUpdateTemplateType = (typeof VkDescriptorUpdateTemplateType)[keyof typeof VkDescriptorUpdateTemplateType];

export const VkDeviceAddressBindingFlagBitsEXT = {
  INTERNAL_OBJECT: 1,
} as const;
export type VkDeviceAddressBindingFlagBitsEXT = number;

export const VkDeviceAddressBindingTypeEXT = {
  BIND: 0,
  UNBIND: 1,
} as const;
export type VkDeviceAddressBindingTypeEXT = (typeof VkDeviceAddressBindingTypeEXT)[keyof typeof VkDeviceAddressBindingTypeEXT];

export const VkDeviceCreateFlagBits = {
} as const;
export type VkDeviceCreateFlagBits = number;

export const VkDeviceDiagnosticsConfigFlagBitsNV = {
  ENABLE_SHADER_DEBUG_INFO: 1,
  ENABLE_RESOURCE_TRACKING: 2,
  ENABLE_AUTOMATIC_CHECKPOINTS: 4,
  ENABLE_SHADER_ERROR_REPORTING: 8,
} as const;
export type VkDeviceDiagnosticsConfigFlagBitsNV = number;

export const VkDeviceEventTypeEXT = {
  DISPLAY_HOTPLUG: 0,
} as const;
export type VkDeviceEventTypeEXT = (typeof VkDeviceEventTypeEXT)[keyof typeof VkDeviceEventTypeEXT];

export const VkDeviceFaultAddressTypeEXT = {
  NONE: 0,
  READ_INVALID: 1,
  WRITE_INVALID: 2,
  EXECUTE_INVALID: 3,
  INSTRUCTION_POINTER_UNKNOWN: 4,
  INSTRUCTION_POINTER_INVALID: 5,
  INSTRUCTION_POINTER_FAULT: 6,
} as const;
export type VkDeviceFaultAddressTypeEXT = (typeof VkDeviceFaultAddressTypeEXT)[keyof typeof VkDeviceFaultAddressTypeEXT];

export const VkDeviceFaultVendorBinaryHeaderVersionEXT = {
  ONE: 1,
} as const;
export type VkDeviceFaultVendorBinaryHeaderVersionEXT = (typeof VkDeviceFaultVendorBinaryHeaderVersionEXT)[keyof typeof VkDeviceFaultVendorBinaryHeaderVersionEXT];

export const VkDeviceGroupPresentModeFlagBitsKHR = {
  LOCAL: 1,
  REMOTE: 2,
  SUM: 4,
  LOCAL_MULTI_DEVICE: 8,
} as const;
export type VkDeviceGroupPresentModeFlagBitsKHR = number;

export const VkDeviceMemoryReportEventTypeEXT = {
  ALLOCATE: 0,
  FREE: 1,
  IMPORT: 2,
  UNIMPORT: 3,
  ALLOCATION_FAILED: 4,
} as const;
export type VkDeviceMemoryReportEventTypeEXT = (typeof VkDeviceMemoryReportEventTypeEXT)[keyof typeof VkDeviceMemoryReportEventTypeEXT];

export const VkDeviceQueueCreateFlagBits = {
  PROTECTED: 1,
} as const;
export type VkDeviceQueueCreateFlagBits = number;

export const VkDirectDriverLoadingModeLUNARG = {
  EXCLUSIVE: 0,
  INCLUSIVE: 1,
} as const;
export type VkDirectDriverLoadingModeLUNARG = (typeof VkDirectDriverLoadingModeLUNARG)[keyof typeof VkDirectDriverLoadingModeLUNARG];

export const VkDiscardRectangleModeEXT = {
  INCLUSIVE: 0,
  EXCLUSIVE: 1,
} as const;
export type VkDiscardRectangleModeEXT = (typeof VkDiscardRectangleModeEXT)[keyof typeof VkDiscardRectangleModeEXT];

export const VkDisplacementMicromapFormatNV = {
  FORMAT_64_TRIANGLES_64_BYTES: 1,
  FORMAT_256_TRIANGLES_128_BYTES: 2,
  FORMAT_1024_TRIANGLES_128_BYTES: 3,
} as const;
export type VkDisplacementMicromapFormatNV = (typeof VkDisplacementMicromapFormatNV)[keyof typeof VkDisplacementMicromapFormatNV];

export const VkDisplayEventTypeEXT = {
  FIRST_PIXEL_OUT: 0,
} as const;
export type VkDisplayEventTypeEXT = (typeof VkDisplayEventTypeEXT)[keyof typeof VkDisplayEventTypeEXT];

export const VkDisplayPlaneAlphaFlagBitsKHR = {
  OPAQUE: 1,
  GLOBAL: 2,
  PER_PIXEL: 4,
  PER_PIXEL_PREMULTIPLIED: 8,
} as const;
export type VkDisplayPlaneAlphaFlagBitsKHR = number;

export const VkDisplayPowerStateEXT = {
  OFF: 0,
  SUSPEND: 1,
  ON: 2,
} as const;
export type VkDisplayPowerStateEXT = (typeof VkDisplayPowerStateEXT)[keyof typeof VkDisplayPowerStateEXT];

export const VkDisplaySurfaceStereoTypeNV = {
  NONE: 0,
  ONBOARD_DIN: 1,
  HDMI_3D: 2,
  INBAND_DISPLAYPORT: 3,
} as const;
export type VkDisplaySurfaceStereoTypeNV = (typeof VkDisplaySurfaceStereoTypeNV)[keyof typeof VkDisplaySurfaceStereoTypeNV];

export const VkDriverId = {
  AMD_PROPRIETARY: 1,
  AMD_OPEN_SOURCE: 2,
  MESA_RADV: 3,
  NVIDIA_PROPRIETARY: 4,
  INTEL_PROPRIETARY_WINDOWS: 5,
  INTEL_OPEN_SOURCE_MESA: 6,
  IMAGINATION_PROPRIETARY: 7,
  QUALCOMM_PROPRIETARY: 8,
  ARM_PROPRIETARY: 9,
  GOOGLE_SWIFTSHADER: 10,
  GGP_PROPRIETARY: 11,
  BROADCOM_PROPRIETARY: 12,
  MESA_LLVMPIPE: 13,
  MOLTENVK: 14,
  COREAVI_PROPRIETARY: 15,
  JUICE_PROPRIETARY: 16,
  VERISILICON_PROPRIETARY: 17,
  MESA_TURNIP: 18,
  MESA_V3DV: 19,
  MESA_PANVK: 20,
  SAMSUNG_PROPRIETARY: 21,
  MESA_VENUS: 22,
  MESA_DOZEN: 23,
  MESA_NVK: 24,
  IMAGINATION_OPEN_SOURCE_MESA: 25,
  MESA_HONEYKRISP: 26,
  VULKAN_SC_EMULATION_ON_VULKAN: 27,
  AMD_PROPRIETARY_KHR: 1,
  AMD_OPEN_SOURCE_KHR: 2,
  MESA_RADV_KHR: 3,
  NVIDIA_PROPRIETARY_KHR: 4,
  INTEL_PROPRIETARY_WINDOWS_KHR: 5,
  INTEL_OPEN_SOURCE_MESA_KHR: 6,
  IMAGINATION_PROPRIETARY_KHR: 7,
  QUALCOMM_PROPRIETARY_KHR: 8,
  ARM_PROPRIETARY_KHR: 9,
  GOOGLE_SWIFTSHADER_KHR: 10,
  GGP_PROPRIETARY_KHR: 11,
  BROADCOM_PROPRIETARY_KHR: 12,
} as const;
export type VkDriverId = (typeof VkDriverId)[keyof typeof VkDriverId];

export const VkDynamicState = {
  VIEWPORT: 0,
  SCISSOR: 1,
  LINE_WIDTH: 2,
  DEPTH_BIAS: 3,
  BLEND_CONSTANTS: 4,
  DEPTH_BOUNDS: 5,
  STENCIL_COMPARE_MASK: 6,
  STENCIL_WRITE_MASK: 7,
  STENCIL_REFERENCE: 8,
  VIEWPORT_W_SCALING_NV: 1000087000,
  DISCARD_RECTANGLE_EXT: 1000099000,
  DISCARD_RECTANGLE_ENABLE_EXT: 1000099001,
  DISCARD_RECTANGLE_MODE_EXT: 1000099002,
  SAMPLE_LOCATIONS_EXT: 1000143000,
  RAY_TRACING_PIPELINE_STACK_SIZE_KHR: 1000347000,
  VIEWPORT_SHADING_RATE_PALETTE_NV: 1000164004,
  VIEWPORT_COARSE_SAMPLE_ORDER_NV: 1000164006,
  EXCLUSIVE_SCISSOR_ENABLE_NV: 1000205000,
  EXCLUSIVE_SCISSOR_NV: 1000205001,
  FRAGMENT_SHADING_RATE_KHR: 1000226000,
  LINE_STIPPLE_EXT: 1000259000,
  CULL_MODE_EXT: 1000267000,
  FRONT_FACE_EXT: 1000267001,
  PRIMITIVE_TOPOLOGY_EXT: 1000267002,
  VIEWPORT_WITH_COUNT_EXT: 1000267003,
  SCISSOR_WITH_COUNT_EXT: 1000267004,
  VERTEX_INPUT_BINDING_STRIDE_EXT: 1000267005,
  DEPTH_TEST_ENABLE_EXT: 1000267006,
  DEPTH_WRITE_ENABLE_EXT: 1000267007,
  DEPTH_COMPARE_OP_EXT: 1000267008,
  DEPTH_BOUNDS_TEST_ENABLE_EXT: 1000267009,
  STENCIL_TEST_ENABLE_EXT: 1000267010,
  STENCIL_OP_EXT: 1000267011,
  VERTEX_INPUT_EXT: 1000352000,
  PATCH_CONTROL_POINTS_EXT: 1000377000,
  RASTERIZER_DISCARD_ENABLE_EXT: 1000377001,
  DEPTH_BIAS_ENABLE_EXT: 1000377002,
  LOGIC_OP_EXT: 1000377003,
  PRIMITIVE_RESTART_ENABLE_EXT: 1000377004,
  COLOR_WRITE_ENABLE_EXT: 1000381000,
  DEPTH_CLAMP_ENABLE_EXT: 1000455003,
  POLYGON_MODE_EXT: 1000455004,
  RASTERIZATION_SAMPLES_EXT: 1000455005,
  SAMPLE_MASK_EXT: 1000455006,
  ALPHA_TO_COVERAGE_ENABLE_EXT: 1000455007,
  ALPHA_TO_ONE_ENABLE_EXT: 1000455008,
  LOGIC_OP_ENABLE_EXT: 1000455009,
  COLOR_BLEND_ENABLE_EXT: 1000455010,
  COLOR_BLEND_EQUATION_EXT: 1000455011,
  COLOR_WRITE_MASK_EXT: 1000455012,
  TESSELLATION_DOMAIN_ORIGIN_EXT: 1000455002,
  RASTERIZATION_STREAM_EXT: 1000455013,
  CONSERVATIVE_RASTERIZATION_MODE_EXT: 1000455014,
  EXTRA_PRIMITIVE_OVERESTIMATION_SIZE_EXT: 1000455015,
  DEPTH_CLIP_ENABLE_EXT: 1000455016,
  SAMPLE_LOCATIONS_ENABLE_EXT: 1000455017,
  COLOR_BLEND_ADVANCED_EXT: 1000455018,
  PROVOKING_VERTEX_MODE_EXT: 1000455019,
  LINE_RASTERIZATION_MODE_EXT: 1000455020,
  LINE_STIPPLE_ENABLE_EXT: 1000455021,
  DEPTH_CLIP_NEGATIVE_ONE_TO_ONE_EXT: 1000455022,
  VIEWPORT_W_SCALING_ENABLE_NV: 1000455023,
  VIEWPORT_SWIZZLE_NV: 1000455024,
  COVERAGE_TO_COLOR_ENABLE_NV: 1000455025,
  COVERAGE_TO_COLOR_LOCATION_NV: 1000455026,
  COVERAGE_MODULATION_MODE_NV: 1000455027,
  COVERAGE_MODULATION_TABLE_ENABLE_NV: 1000455028,
  COVERAGE_MODULATION_TABLE_NV: 1000455029,
  SHADING_RATE_IMAGE_ENABLE_NV: 1000455030,
  REPRESENTATIVE_FRAGMENT_TEST_ENABLE_NV: 1000455031,
  COVERAGE_REDUCTION_MODE_NV: 1000455032,
  ATTACHMENT_FEEDBACK_LOOP_ENABLE_EXT: 1000524000,
  LINE_STIPPLE_KHR: 1000259000,
  DEPTH_CLAMP_RANGE_EXT: 1000582000,
  CULL_MODE: 1000267000,
  FRONT_FACE: 1000267001,
  PRIMITIVE_TOPOLOGY: 1000267002,
  VIEWPORT_WITH_COUNT: 1000267003,
  SCISSOR_WITH_COUNT: 1000267004,
  VERTEX_INPUT_BINDING_STRIDE: 1000267005,
  DEPTH_TEST_ENABLE: 1000267006,
  DEPTH_WRITE_ENABLE: 1000267007,
  DEPTH_COMPARE_OP: 1000267008,
  DEPTH_BOUNDS_TEST_ENABLE: 1000267009,
  STENCIL_TEST_ENABLE: 1000267010,
  STENCIL_OP: 1000267011,
  RASTERIZER_DISCARD_ENABLE: 1000377001,
  DEPTH_BIAS_ENABLE: 1000377002,
  PRIMITIVE_RESTART_ENABLE: 1000377004,
  LINE_STIPPLE: 1000259000,
} as const;
export type VkDynamicState = (typeof VkDynamicState)[keyof typeof VkDynamicState];

export const VkEventCreateFlagBits = {
  DEVICE_ONLY_KHR: 1,
  DEVICE_ONLY: 1,
} as const;
export type VkEventCreateFlagBits = number;

export const VkExportMetalObjectTypeFlagBitsEXT = {
  METAL_DEVICE: 1,
  METAL_COMMAND_QUEUE: 2,
  METAL_BUFFER: 4,
  METAL_TEXTURE: 8,
  METAL_IOSURFACE: 16,
  METAL_SHARED_EVENT: 32,
} as const;
export type VkExportMetalObjectTypeFlagBitsEXT = number;

export const VkExternalFenceFeatureFlagBits = {
  EXPORTABLE: 1,
  IMPORTABLE: 2,
  EXPORTABLE_KHR: 1,
  IMPORTABLE_KHR: 2,
} as const;
export type VkExternalFenceFeatureFlagBits = number;

export const VkExternalFenceHandleTypeFlagBits = {
  OPAQUE_FD: 1,
  OPAQUE_WIN32: 2,
  OPAQUE_WIN32_KMT: 4,
  SYNC_FD: 8,
  OPAQUE_FD_KHR: 1,
  OPAQUE_WIN32_KHR: 2,
  OPAQUE_WIN32_KMT_KHR: 4,
  SYNC_FD_KHR: 8,
} as const;
export type VkExternalFenceHandleTypeFlagBits = number;

export const VkExternalMemoryFeatureFlagBits = {
  DEDICATED_ONLY: 1,
  EXPORTABLE: 2,
  IMPORTABLE: 4,
  DEDICATED_ONLY_KHR: 1,
  EXPORTABLE_KHR: 2,
  IMPORTABLE_KHR: 4,
} as const;
export type VkExternalMemoryFeatureFlagBits = number;

export const VkExternalMemoryFeatureFlagBitsNV = {
  DEDICATED_ONLY: 1,
  EXPORTABLE: 2,
  IMPORTABLE: 4,
} as const;
export type VkExternalMemoryFeatureFlagBitsNV = number;

export const VkExternalMemoryHandleTypeFlagBits = {
  OPAQUE_FD: 1,
  OPAQUE_WIN32: 2,
  OPAQUE_WIN32_KMT: 4,
  D3D11_TEXTURE: 8,
  D3D11_TEXTURE_KMT: 16,
  D3D12_HEAP: 32,
  D3D12_RESOURCE: 64,
  OPAQUE_FD_KHR: 1,
  OPAQUE_WIN32_KHR: 2,
  OPAQUE_WIN32_KMT_KHR: 4,
  D3D11_TEXTURE_KHR: 8,
  D3D11_TEXTURE_KMT_KHR: 16,
  D3D12_HEAP_KHR: 32,
  D3D12_RESOURCE_KHR: 64,
  DMA_BUF_EXT: 512,
  ANDROID_HARDWARE_BUFFER_ANDROID: 1024,
  HOST_ALLOCATION_EXT: 128,
  HOST_MAPPED_FOREIGN_MEMORY_EXT: 256,
  ZIRCON_VMO_BIT_FUCHSIA: 2048,
  RDMA_ADDRESS_NV: 4096,
  SCREEN_BUFFER_QNX: 16384,
  MTLBUFFER_EXT: 65536,
  MTLTEXTURE_EXT: 131072,
  MTLHEAP_EXT: 262144,
} as const;
export type VkExternalMemoryHandleTypeFlagBits = number;

export const VkExternalMemoryHandleTypeFlagBitsNV = {
  OPAQUE_WIN32: 1,
  OPAQUE_WIN32_KMT: 2,
  D3D11_IMAGE: 4,
  D3D11_IMAGE_KMT: 8,
} as const;
export type VkExternalMemoryHandleTypeFlagBitsNV = number;

export const VkExternalSemaphoreFeatureFlagBits = {
  EXPORTABLE: 1,
  IMPORTABLE: 2,
  EXPORTABLE_KHR: 1,
  IMPORTABLE_KHR: 2,
} as const;
export type VkExternalSemaphoreFeatureFlagBits = number;

export const VkExternalSemaphoreHandleTypeFlagBits = {
  OPAQUE_FD: 1,
  OPAQUE_WIN32: 2,
  OPAQUE_WIN32_KMT: 4,
  D3D12_FENCE: 8,
  D3D11_FENCE: 8,
  SYNC_FD: 16,
  OPAQUE_FD_KHR: 1,
  OPAQUE_WIN32_KHR: 2,
  OPAQUE_WIN32_KMT_KHR: 4,
  D3D12_FENCE_KHR: 8,
  SYNC_FD_KHR: 16,
  ZIRCON_EVENT_BIT_FUCHSIA: 128,
} as const;
export type VkExternalSemaphoreHandleTypeFlagBits = number;

export const VkFaultLevel = {
  UNASSIGNED: 0,
  CRITICAL: 1,
  RECOVERABLE: 2,
  WARNING: 3,
} as const;
export type VkFaultLevel = (typeof VkFaultLevel)[keyof typeof VkFaultLevel];

export const VkFaultQueryBehavior = {
  GET_AND_CLEAR_ALL_FAULTS: 0,
} as const;
export type VkFaultQueryBehavior = (typeof VkFaultQueryBehavior)[keyof typeof VkFaultQueryBehavior];

export const VkFaultType = {
  INVALID: 0,
  UNASSIGNED: 1,
  IMPLEMENTATION: 2,
  SYSTEM: 3,
  PHYSICAL_DEVICE: 4,
  COMMAND_BUFFER_FULL: 5,
  INVALID_API_USAGE: 6,
} as const;
export type VkFaultType = (typeof VkFaultType)[keyof typeof VkFaultType];

export const VkFenceCreateFlagBits = {
  SIGNALED: 1,
} as const;
export type VkFenceCreateFlagBits = number;

export const VkFenceImportFlagBits = {
  TEMPORARY: 1,
  TEMPORARY_KHR: 1,
} as const;
export type VkFenceImportFlagBits = number;

export const VkFilter = {
  NEAREST: 0,
  LINEAR: 1,
  CUBIC_IMG: 1000015000,
  CUBIC_EXT: 1000015000,
} as const;
export type VkFilter = (typeof VkFilter)[keyof typeof VkFilter];

export const VkFormat = {
  UNDEFINED: 0,
  R4G4_UNORM_PACK8: 1,
  R4G4B4A4_UNORM_PACK16: 2,
  B4G4R4A4_UNORM_PACK16: 3,
  R5G6B5_UNORM_PACK16: 4,
  B5G6R5_UNORM_PACK16: 5,
  R5G5B5A1_UNORM_PACK16: 6,
  B5G5R5A1_UNORM_PACK16: 7,
  A1R5G5B5_UNORM_PACK16: 8,
  R8_UNORM: 9,
  R8_SNORM: 10,
  R8_USCALED: 11,
  R8_SSCALED: 12,
  R8_UINT: 13,
  R8_SINT: 14,
  R8_SRGB: 15,
  R8G8_UNORM: 16,
  R8G8_SNORM: 17,
  R8G8_USCALED: 18,
  R8G8_SSCALED: 19,
  R8G8_UINT: 20,
  R8G8_SINT: 21,
  R8G8_SRGB: 22,
  R8G8B8_UNORM: 23,
  R8G8B8_SNORM: 24,
  R8G8B8_USCALED: 25,
  R8G8B8_SSCALED: 26,
  R8G8B8_UINT: 27,
  R8G8B8_SINT: 28,
  R8G8B8_SRGB: 29,
  B8G8R8_UNORM: 30,
  B8G8R8_SNORM: 31,
  B8G8R8_USCALED: 32,
  B8G8R8_SSCALED: 33,
  B8G8R8_UINT: 34,
  B8G8R8_SINT: 35,
  B8G8R8_SRGB: 36,
  R8G8B8A8_UNORM: 37,
  R8G8B8A8_SNORM: 38,
  R8G8B8A8_USCALED: 39,
  R8G8B8A8_SSCALED: 40,
  R8G8B8A8_UINT: 41,
  R8G8B8A8_SINT: 42,
  R8G8B8A8_SRGB: 43,
  B8G8R8A8_UNORM: 44,
  B8G8R8A8_SNORM: 45,
  B8G8R8A8_USCALED: 46,
  B8G8R8A8_SSCALED: 47,
  B8G8R8A8_UINT: 48,
  B8G8R8A8_SINT: 49,
  B8G8R8A8_SRGB: 50,
  A8B8G8R8_UNORM_PACK32: 51,
  A8B8G8R8_SNORM_PACK32: 52,
  A8B8G8R8_USCALED_PACK32: 53,
  A8B8G8R8_SSCALED_PACK32: 54,
  A8B8G8R8_UINT_PACK32: 55,
  A8B8G8R8_SINT_PACK32: 56,
  A8B8G8R8_SRGB_PACK32: 57,
  A2R10G10B10_UNORM_PACK32: 58,
  A2R10G10B10_SNORM_PACK32: 59,
  A2R10G10B10_USCALED_PACK32: 60,
  A2R10G10B10_SSCALED_PACK32: 61,
  A2R10G10B10_UINT_PACK32: 62,
  A2R10G10B10_SINT_PACK32: 63,
  A2B10G10R10_UNORM_PACK32: 64,
  A2B10G10R10_SNORM_PACK32: 65,
  A2B10G10R10_USCALED_PACK32: 66,
  A2B10G10R10_SSCALED_PACK32: 67,
  A2B10G10R10_UINT_PACK32: 68,
  A2B10G10R10_SINT_PACK32: 69,
  R16_UNORM: 70,
  R16_SNORM: 71,
  R16_USCALED: 72,
  R16_SSCALED: 73,
  R16_UINT: 74,
  R16_SINT: 75,
  R16_SFLOAT: 76,
  R16G16_UNORM: 77,
  R16G16_SNORM: 78,
  R16G16_USCALED: 79,
  R16G16_SSCALED: 80,
  R16G16_UINT: 81,
  R16G16_SINT: 82,
  R16G16_SFLOAT: 83,
  R16G16B16_UNORM: 84,
  R16G16B16_SNORM: 85,
  R16G16B16_USCALED: 86,
  R16G16B16_SSCALED: 87,
  R16G16B16_UINT: 88,
  R16G16B16_SINT: 89,
  R16G16B16_SFLOAT: 90,
  R16G16B16A16_UNORM: 91,
  R16G16B16A16_SNORM: 92,
  R16G16B16A16_USCALED: 93,
  R16G16B16A16_SSCALED: 94,
  R16G16B16A16_UINT: 95,
  R16G16B16A16_SINT: 96,
  R16G16B16A16_SFLOAT: 97,
  R32_UINT: 98,
  R32_SINT: 99,
  R32_SFLOAT: 100,
  R32G32_UINT: 101,
  R32G32_SINT: 102,
  R32G32_SFLOAT: 103,
  R32G32B32_UINT: 104,
  R32G32B32_SINT: 105,
  R32G32B32_SFLOAT: 106,
  R32G32B32A32_UINT: 107,
  R32G32B32A32_SINT: 108,
  R32G32B32A32_SFLOAT: 109,
  R64_UINT: 110,
  R64_SINT: 111,
  R64_SFLOAT: 112,
  R64G64_UINT: 113,
  R64G64_SINT: 114,
  R64G64_SFLOAT: 115,
  R64G64B64_UINT: 116,
  R64G64B64_SINT: 117,
  R64G64B64_SFLOAT: 118,
  R64G64B64A64_UINT: 119,
  R64G64B64A64_SINT: 120,
  R64G64B64A64_SFLOAT: 121,
  B10G11R11_UFLOAT_PACK32: 122,
  E5B9G9R9_UFLOAT_PACK32: 123,
  D16_UNORM: 124,
  X8_D24_UNORM_PACK32: 125,
  D32_SFLOAT: 126,
  S8_UINT: 127,
  D16_UNORM_S8_UINT: 128,
  D24_UNORM_S8_UINT: 129,
  D32_SFLOAT_S8_UINT: 130,
  BC1_RGB_UNORM_BLOCK: 131,
  BC1_RGB_SRGB_BLOCK: 132,
  BC1_RGBA_UNORM_BLOCK: 133,
  BC1_RGBA_SRGB_BLOCK: 134,
  BC2_UNORM_BLOCK: 135,
  BC2_SRGB_BLOCK: 136,
  BC3_UNORM_BLOCK: 137,
  BC3_SRGB_BLOCK: 138,
  BC4_UNORM_BLOCK: 139,
  BC4_SNORM_BLOCK: 140,
  BC5_UNORM_BLOCK: 141,
  BC5_SNORM_BLOCK: 142,
  BC6H_UFLOAT_BLOCK: 143,
  BC6H_SFLOAT_BLOCK: 144,
  BC7_UNORM_BLOCK: 145,
  BC7_SRGB_BLOCK: 146,
  ETC2_R8G8B8_UNORM_BLOCK: 147,
  ETC2_R8G8B8_SRGB_BLOCK: 148,
  ETC2_R8G8B8A1_UNORM_BLOCK: 149,
  ETC2_R8G8B8A1_SRGB_BLOCK: 150,
  ETC2_R8G8B8A8_UNORM_BLOCK: 151,
  ETC2_R8G8B8A8_SRGB_BLOCK: 152,
  EAC_R11_UNORM_BLOCK: 153,
  EAC_R11_SNORM_BLOCK: 154,
  EAC_R11G11_UNORM_BLOCK: 155,
  EAC_R11G11_SNORM_BLOCK: 156,
  ASTC_4x4_UNORM_BLOCK: 157,
  ASTC_4x4_SRGB_BLOCK: 158,
  ASTC_5x4_UNORM_BLOCK: 159,
  ASTC_5x4_SRGB_BLOCK: 160,
  ASTC_5x5_UNORM_BLOCK: 161,
  ASTC_5x5_SRGB_BLOCK: 162,
  ASTC_6x5_UNORM_BLOCK: 163,
  ASTC_6x5_SRGB_BLOCK: 164,
  ASTC_6x6_UNORM_BLOCK: 165,
  ASTC_6x6_SRGB_BLOCK: 166,
  ASTC_8x5_UNORM_BLOCK: 167,
  ASTC_8x5_SRGB_BLOCK: 168,
  ASTC_8x6_UNORM_BLOCK: 169,
  ASTC_8x6_SRGB_BLOCK: 170,
  ASTC_8x8_UNORM_BLOCK: 171,
  ASTC_8x8_SRGB_BLOCK: 172,
  ASTC_10x5_UNORM_BLOCK: 173,
  ASTC_10x5_SRGB_BLOCK: 174,
  ASTC_10x6_UNORM_BLOCK: 175,
  ASTC_10x6_SRGB_BLOCK: 176,
  ASTC_10x8_UNORM_BLOCK: 177,
  ASTC_10x8_SRGB_BLOCK: 178,
  ASTC_10x10_UNORM_BLOCK: 179,
  ASTC_10x10_SRGB_BLOCK: 180,
  ASTC_12x10_UNORM_BLOCK: 181,
  ASTC_12x10_SRGB_BLOCK: 182,
  ASTC_12x12_UNORM_BLOCK: 183,
  ASTC_12x12_SRGB_BLOCK: 184,
  PVRTC1_2BPP_UNORM_BLOCK_IMG: 1000054000,
  PVRTC1_4BPP_UNORM_BLOCK_IMG: 1000054001,
  PVRTC2_2BPP_UNORM_BLOCK_IMG: 1000054002,
  PVRTC2_4BPP_UNORM_BLOCK_IMG: 1000054003,
  PVRTC1_2BPP_SRGB_BLOCK_IMG: 1000054004,
  PVRTC1_4BPP_SRGB_BLOCK_IMG: 1000054005,
  PVRTC2_2BPP_SRGB_BLOCK_IMG: 1000054006,
  PVRTC2_4BPP_SRGB_BLOCK_IMG: 1000054007,
  ASTC_4x4_SFLOAT_BLOCK_EXT: 1000066000,
  ASTC_5x4_SFLOAT_BLOCK_EXT: 1000066001,
  ASTC_5x5_SFLOAT_BLOCK_EXT: 1000066002,
  ASTC_6x5_SFLOAT_BLOCK_EXT: 1000066003,
  ASTC_6x6_SFLOAT_BLOCK_EXT: 1000066004,
  ASTC_8x5_SFLOAT_BLOCK_EXT: 1000066005,
  ASTC_8x6_SFLOAT_BLOCK_EXT: 1000066006,
  ASTC_8x8_SFLOAT_BLOCK_EXT: 1000066007,
  ASTC_10x5_SFLOAT_BLOCK_EXT: 1000066008,
  ASTC_10x6_SFLOAT_BLOCK_EXT: 1000066009,
  ASTC_10x8_SFLOAT_BLOCK_EXT: 1000066010,
  ASTC_10x10_SFLOAT_BLOCK_EXT: 1000066011,
  ASTC_12x10_SFLOAT_BLOCK_EXT: 1000066012,
  ASTC_12x12_SFLOAT_BLOCK_EXT: 1000066013,
  G8B8G8R8_422_UNORM_KHR: 1000156000,
  B8G8R8G8_422_UNORM_KHR: 1000156001,
  G8_B8_R8_3PLANE_420_UNORM_KHR: 1000156002,
  G8_B8R8_2PLANE_420_UNORM_KHR: 1000156003,
  G8_B8_R8_3PLANE_422_UNORM_KHR: 1000156004,
  G8_B8R8_2PLANE_422_UNORM_KHR: 1000156005,
  G8_B8_R8_3PLANE_444_UNORM_KHR: 1000156006,
  R10X6_UNORM_PACK16_KHR: 1000156007,
  R10X6G10X6_UNORM_2PACK16_KHR: 1000156008,
  R10X6G10X6B10X6A10X6_UNORM_4PACK16_KHR: 1000156009,
  G10X6B10X6G10X6R10X6_422_UNORM_4PACK16_KHR: 1000156010,
  B10X6G10X6R10X6G10X6_422_UNORM_4PACK16_KHR: 1000156011,
  G10X6_B10X6_R10X6_3PLANE_420_UNORM_3PACK16_KHR: 1000156012,
  G10X6_B10X6R10X6_2PLANE_420_UNORM_3PACK16_KHR: 1000156013,
  G10X6_B10X6_R10X6_3PLANE_422_UNORM_3PACK16_KHR: 1000156014,
  G10X6_B10X6R10X6_2PLANE_422_UNORM_3PACK16_KHR: 1000156015,
  G10X6_B10X6_R10X6_3PLANE_444_UNORM_3PACK16_KHR: 1000156016,
  R12X4_UNORM_PACK16_KHR: 1000156017,
  R12X4G12X4_UNORM_2PACK16_KHR: 1000156018,
  R12X4G12X4B12X4A12X4_UNORM_4PACK16_KHR: 1000156019,
  G12X4B12X4G12X4R12X4_422_UNORM_4PACK16_KHR: 1000156020,
  B12X4G12X4R12X4G12X4_422_UNORM_4PACK16_KHR: 1000156021,
  G12X4_B12X4_R12X4_3PLANE_420_UNORM_3PACK16_KHR: 1000156022,
  G12X4_B12X4R12X4_2PLANE_420_UNORM_3PACK16_KHR: 1000156023,
  G12X4_B12X4_R12X4_3PLANE_422_UNORM_3PACK16_KHR: 1000156024,
  G12X4_B12X4R12X4_2PLANE_422_UNORM_3PACK16_KHR: 1000156025,
  G12X4_B12X4_R12X4_3PLANE_444_UNORM_3PACK16_KHR: 1000156026,
  G16B16G16R16_422_UNORM_KHR: 1000156027,
  B16G16R16G16_422_UNORM_KHR: 1000156028,
  G16_B16_R16_3PLANE_420_UNORM_KHR: 1000156029,
  G16_B16R16_2PLANE_420_UNORM_KHR: 1000156030,
  G16_B16_R16_3PLANE_422_UNORM_KHR: 1000156031,
  G16_B16R16_2PLANE_422_UNORM_KHR: 1000156032,
  G16_B16_R16_3PLANE_444_UNORM_KHR: 1000156033,
  G8_B8R8_2PLANE_444_UNORM_EXT: 1000330000,
  G10X6_B10X6R10X6_2PLANE_444_UNORM_3PACK16_EXT: 1000330001,
  G12X4_B12X4R12X4_2PLANE_444_UNORM_3PACK16_EXT: 1000330002,
  G16_B16R16_2PLANE_444_UNORM_EXT: 1000330003,
  A4R4G4B4_UNORM_PACK16_EXT: 1000340000,
  A4B4G4R4_UNORM_PACK16_EXT: 1000340001,
  R16G16_SFIXED5_NV: 1000464000,
  R16G16_S10_5_NV: 1000464000,
  A1B5G5R5_UNORM_PACK16_KHR: 1000470000,
  A8_UNORM_KHR: 1000470001,
  G8B8G8R8_422_UNORM: 1000156000,
  B8G8R8G8_422_UNORM: 1000156001,
  G8_B8_R8_3PLANE_420_UNORM: 1000156002,
  G8_B8R8_2PLANE_420_UNORM: 1000156003,
  G8_B8_R8_3PLANE_422_UNORM: 1000156004,
  G8_B8R8_2PLANE_422_UNORM: 1000156005,
  G8_B8_R8_3PLANE_444_UNORM: 1000156006,
  R10X6_UNORM_PACK16: 1000156007,
  R10X6G10X6_UNORM_2PACK16: 1000156008,
  R10X6G10X6B10X6A10X6_UNORM_4PACK16: 1000156009,
  G10X6B10X6G10X6R10X6_422_UNORM_4PACK16: 1000156010,
  B10X6G10X6R10X6G10X6_422_UNORM_4PACK16: 1000156011,
  G10X6_B10X6_R10X6_3PLANE_420_UNORM_3PACK16: 1000156012,
  G10X6_B10X6R10X6_2PLANE_420_UNORM_3PACK16: 1000156013,
  G10X6_B10X6_R10X6_3PLANE_422_UNORM_3PACK16: 1000156014,
  G10X6_B10X6R10X6_2PLANE_422_UNORM_3PACK16: 1000156015,
  G10X6_B10X6_R10X6_3PLANE_444_UNORM_3PACK16: 1000156016,
  R12X4_UNORM_PACK16: 1000156017,
  R12X4G12X4_UNORM_2PACK16: 1000156018,
  R12X4G12X4B12X4A12X4_UNORM_4PACK16: 1000156019,
  G12X4B12X4G12X4R12X4_422_UNORM_4PACK16: 1000156020,
  B12X4G12X4R12X4G12X4_422_UNORM_4PACK16: 1000156021,
  G12X4_B12X4_R12X4_3PLANE_420_UNORM_3PACK16: 1000156022,
  G12X4_B12X4R12X4_2PLANE_420_UNORM_3PACK16: 1000156023,
  G12X4_B12X4_R12X4_3PLANE_422_UNORM_3PACK16: 1000156024,
  G12X4_B12X4R12X4_2PLANE_422_UNORM_3PACK16: 1000156025,
  G12X4_B12X4_R12X4_3PLANE_444_UNORM_3PACK16: 1000156026,
  G16B16G16R16_422_UNORM: 1000156027,
  B16G16R16G16_422_UNORM: 1000156028,
  G16_B16_R16_3PLANE_420_UNORM: 1000156029,
  G16_B16R16_2PLANE_420_UNORM: 1000156030,
  G16_B16_R16_3PLANE_422_UNORM: 1000156031,
  G16_B16R16_2PLANE_422_UNORM: 1000156032,
  G16_B16_R16_3PLANE_444_UNORM: 1000156033,
  G8_B8R8_2PLANE_444_UNORM: 1000330000,
  G10X6_B10X6R10X6_2PLANE_444_UNORM_3PACK16: 1000330001,
  G12X4_B12X4R12X4_2PLANE_444_UNORM_3PACK16: 1000330002,
  G16_B16R16_2PLANE_444_UNORM: 1000330003,
  A4R4G4B4_UNORM_PACK16: 1000340000,
  A4B4G4R4_UNORM_PACK16: 1000340001,
  ASTC_4x4_SFLOAT_BLOCK: 1000066000,
  ASTC_5x4_SFLOAT_BLOCK: 1000066001,
  ASTC_5x5_SFLOAT_BLOCK: 1000066002,
  ASTC_6x5_SFLOAT_BLOCK: 1000066003,
  ASTC_6x6_SFLOAT_BLOCK: 1000066004,
  ASTC_8x5_SFLOAT_BLOCK: 1000066005,
  ASTC_8x6_SFLOAT_BLOCK: 1000066006,
  ASTC_8x8_SFLOAT_BLOCK: 1000066007,
  ASTC_10x5_SFLOAT_BLOCK: 1000066008,
  ASTC_10x6_SFLOAT_BLOCK: 1000066009,
  ASTC_10x8_SFLOAT_BLOCK: 1000066010,
  ASTC_10x10_SFLOAT_BLOCK: 1000066011,
  ASTC_12x10_SFLOAT_BLOCK: 1000066012,
  ASTC_12x12_SFLOAT_BLOCK: 1000066013,
  A1B5G5R5_UNORM_PACK16: 1000470000,
  A8_UNORM: 1000470001,
} as const;
export type VkFormat = (typeof VkFormat)[keyof typeof VkFormat];

export const VkFormatFeatureFlagBits = {
  SAMPLED_IMAGE: 1,
  STORAGE_IMAGE: 2,
  STORAGE_IMAGE_ATOMIC: 4,
  UNIFORM_TEXEL_BUFFER: 8,
  STORAGE_TEXEL_BUFFER: 16,
  STORAGE_TEXEL_BUFFER_ATOMIC: 32,
  VERTEX_BUFFER: 64,
  COLOR_ATTACHMENT: 128,
  COLOR_ATTACHMENT_BLEND: 256,
  DEPTH_STENCIL_ATTACHMENT: 512,
  BLIT_SRC: 1024,
  BLIT_DST: 2048,
  SAMPLED_IMAGE_FILTER_LINEAR: 4096,
  SAMPLED_IMAGE_FILTER_CUBIC_IMG: 8192,
  VIDEO_DECODE_OUTPUT_KHR: 33554432,
  VIDEO_DECODE_DPB_KHR: 67108864,
  TRANSFER_SRC_KHR: 16384,
  TRANSFER_DST_KHR: 32768,
  SAMPLED_IMAGE_FILTER_MINMAX_EXT: 65536,
  ACCELERATION_STRUCTURE_VERTEX_BUFFER_KHR: 536870912,
  MIDPOINT_CHROMA_SAMPLES_KHR: 131072,
  SAMPLED_IMAGE_YCBCR_CONVERSION_LINEAR_FILTER_KHR: 262144,
  SAMPLED_IMAGE_YCBCR_CONVERSION_SEPARATE_RECONSTRUCTION_FILTER_KHR: 524288,
  SAMPLED_IMAGE_YCBCR_CONVERSION_CHROMA_RECONSTRUCTION_EXPLICIT_KHR: 1048576,
  SAMPLED_IMAGE_YCBCR_CONVERSION_CHROMA_RECONSTRUCTION_EXPLICIT_FORCEABLE_KHR: 2097152,
  DISJOINT_KHR: 4194304,
  COSITED_CHROMA_SAMPLES_KHR: 8388608,
  SAMPLED_IMAGE_FILTER_CUBIC_EXT: 8192,
  FRAGMENT_DENSITY_MAP_EXT: 16777216,
  FRAGMENT_SHADING_RATE_ATTACHMENT_KHR: 1073741824,
  VIDEO_ENCODE_INPUT_KHR: 134217728,
  VIDEO_ENCODE_DPB_KHR: 268435456,
  TRANSFER_SRC: 16384,
  TRANSFER_DST: 32768,
  MIDPOINT_CHROMA_SAMPLES: 131072,
  SAMPLED_IMAGE_YCBCR_CONVERSION_LINEAR_FILTER: 262144,
  SAMPLED_IMAGE_YCBCR_CONVERSION_SEPARATE_RECONSTRUCTION_FILTER: 524288,
  SAMPLED_IMAGE_YCBCR_CONVERSION_CHROMA_RECONSTRUCTION_EXPLICIT: 1048576,
  SAMPLED_IMAGE_YCBCR_CONVERSION_CHROMA_RECONSTRUCTION_EXPLICIT_FORCEABLE: 2097152,
  DISJOINT: 4194304,
  COSITED_CHROMA_SAMPLES: 8388608,
  SAMPLED_IMAGE_FILTER_MINMAX: 65536,
} as const;
export type VkFormatFeatureFlagBits = number;

export const VkFormatFeatureFlagBits2 = {
  SAMPLED_IMAGE: 0x1n,
  STORAGE_IMAGE: 0x2n,
  STORAGE_IMAGE_ATOMIC: 0x4n,
  UNIFORM_TEXEL_BUFFER: 0x8n,
  STORAGE_TEXEL_BUFFER: 0x10n,
  STORAGE_TEXEL_BUFFER_ATOMIC: 0x20n,
  VERTEX_BUFFER: 0x40n,
  COLOR_ATTACHMENT: 0x80n,
  COLOR_ATTACHMENT_BLEND: 0x100n,
  DEPTH_STENCIL_ATTACHMENT: 0x200n,
  BLIT_SRC: 0x400n,
  BLIT_DST: 0x800n,
  SAMPLED_IMAGE_FILTER_LINEAR: 0x1000n,
  TRANSFER_SRC: 0x4000n,
  TRANSFER_DST: 0x8000n,
  SAMPLED_IMAGE_FILTER_MINMAX: 0x10000n,
  MIDPOINT_CHROMA_SAMPLES: 0x20000n,
  SAMPLED_IMAGE_YCBCR_CONVERSION_LINEAR_FILTER: 0x40000n,
  SAMPLED_IMAGE_YCBCR_CONVERSION_SEPARATE_RECONSTRUCTION_FILTER: 0x80000n,
  SAMPLED_IMAGE_YCBCR_CONVERSION_CHROMA_RECONSTRUCTION_EXPLICIT: 0x100000n,
  SAMPLED_IMAGE_YCBCR_CONVERSION_CHROMA_RECONSTRUCTION_EXPLICIT_FORCEABLE: 0x200000n,
  DISJOINT: 0x400000n,
  COSITED_CHROMA_SAMPLES: 0x800000n,
  STORAGE_READ_WITHOUT_FORMAT: 0x80000000n,
  STORAGE_WRITE_WITHOUT_FORMAT: 0x100000000n,
  SAMPLED_IMAGE_DEPTH_COMPARISON: 0x200000000n,
  VIDEO_DECODE_OUTPUT_KHR: 0x2000000n,
  VIDEO_DECODE_DPB_KHR: 0x4000000n,
  ACCELERATION_STRUCTURE_VERTEX_BUFFER_KHR: 0x20000000n,
  FRAGMENT_DENSITY_MAP_EXT: 0x1000000n,
  FRAGMENT_SHADING_RATE_ATTACHMENT_KHR: 0x40000000n,
  HOST_IMAGE_TRANSFER_EXT: 0x400000000000n,
  VIDEO_ENCODE_INPUT_KHR: 0x8000000n,
  VIDEO_ENCODE_DPB_KHR: 0x10000000n,
  SAMPLED_IMAGE_KHR: 0x1n,
  STORAGE_IMAGE_KHR: 0x2n,
  STORAGE_IMAGE_ATOMIC_KHR: 0x4n,
  UNIFORM_TEXEL_BUFFER_KHR: 0x8n,
  STORAGE_TEXEL_BUFFER_KHR: 0x10n,
  STORAGE_TEXEL_BUFFER_ATOMIC_KHR: 0x20n,
  VERTEX_BUFFER_KHR: 0x40n,
  COLOR_ATTACHMENT_KHR: 0x80n,
  COLOR_ATTACHMENT_BLEND_KHR: 0x100n,
  DEPTH_STENCIL_ATTACHMENT_KHR: 0x200n,
  BLIT_SRC_KHR: 0x400n,
  BLIT_DST_KHR: 0x800n,
  SAMPLED_IMAGE_FILTER_LINEAR_KHR: 0x1000n,
  TRANSFER_SRC_KHR: 0x4000n,
  TRANSFER_DST_KHR: 0x8000n,
  MIDPOINT_CHROMA_SAMPLES_KHR: 0x20000n,
  SAMPLED_IMAGE_YCBCR_CONVERSION_LINEAR_FILTER_KHR: 0x40000n,
  SAMPLED_IMAGE_YCBCR_CONVERSION_SEPARATE_RECONSTRUCTION_FILTER_KHR: 0x80000n,
  SAMPLED_IMAGE_YCBCR_CONVERSION_CHROMA_RECONSTRUCTION_EXPLICIT_KHR: 0x100000n,
  SAMPLED_IMAGE_YCBCR_CONVERSION_CHROMA_RECONSTRUCTION_EXPLICIT_FORCEABLE_KHR: 0x200000n,
  DISJOINT_KHR: 0x400000n,
  COSITED_CHROMA_SAMPLES_KHR: 0x800000n,
  STORAGE_READ_WITHOUT_FORMAT_KHR: 0x80000000n,
  STORAGE_WRITE_WITHOUT_FORMAT_KHR: 0x100000000n,
  SAMPLED_IMAGE_DEPTH_COMPARISON_KHR: 0x200000000n,
  SAMPLED_IMAGE_FILTER_MINMAX_KHR: 0x10000n,
  SAMPLED_IMAGE_FILTER_CUBIC_EXT: 0x2000n,
  ACCELERATION_STRUCTURE_RADIUS_BUFFER_NV: 0x8000000000000n,
  LINEAR_COLOR_ATTACHMENT_NV: 0x4000000000n,
  WEIGHT_IMAGE_QCOM: 0x400000000n,
  WEIGHT_SAMPLED_IMAGE_QCOM: 0x800000000n,
  BLOCK_MATCHING_QCOM: 0x1000000000n,
  BOX_FILTER_SAMPLED_QCOM: 0x2000000000n,
  OPTICAL_FLOW_IMAGE_NV: 0x10000000000n,
  OPTICAL_FLOW_VECTOR_NV: 0x20000000000n,
  OPTICAL_FLOW_COST_NV: 0x40000000000n,
  VIDEO_ENCODE_QUANTIZATION_DELTA_MAP_KHR: 0x2000000000000n,
  VIDEO_ENCODE_EMPHASIS_MAP_KHR: 0x4000000000000n,
  SAMPLED_IMAGE_FILTER_CUBIC: 0x2000n,
  HOST_IMAGE_TRANSFER: 0x400000000000n,
} as const;
export type VkFormatFeatureFlagBits2 = bigint;

export const VkFragmentShadingRateCombinerOpKHR = {
  KEEP: 0,
  REPLACE: 1,
  MIN: 2,
  MAX: 3,
  MUL: 4,
} as const;
export type VkFragmentShadingRateCombinerOpKHR = (typeof VkFragmentShadingRateCombinerOpKHR)[keyof typeof VkFragmentShadingRateCombinerOpKHR];

export const VkFragmentShadingRateNV = {
  RATE_1_INVOCATION_PER_PIXEL: 0,
  RATE_1_INVOCATION_PER_1X2_PIXELS: 1,
  RATE_1_INVOCATION_PER_2X1_PIXELS: 4,
  RATE_1_INVOCATION_PER_2X2_PIXELS: 5,
  RATE_1_INVOCATION_PER_2X4_PIXELS: 6,
  RATE_1_INVOCATION_PER_4X2_PIXELS: 9,
  RATE_1_INVOCATION_PER_4X4_PIXELS: 10,
  RATE_2_INVOCATIONS_PER_PIXEL: 11,
  RATE_4_INVOCATIONS_PER_PIXEL: 12,
  RATE_8_INVOCATIONS_PER_PIXEL: 13,
  RATE_16_INVOCATIONS_PER_PIXEL: 14,
  NO_INVOCATIONS: 15,
} as const;
export type VkFragmentShadingRateNV = (typeof VkFragmentShadingRateNV)[keyof typeof VkFragmentShadingRateNV];

export const VkFragmentShadingRateTypeNV = {
  FRAGMENT_SIZE: 0,
  ENUMS: 1,
} as const;
export type VkFragmentShadingRateTypeNV = (typeof VkFragmentShadingRateTypeNV)[keyof typeof VkFragmentShadingRateTypeNV];

export const VkFrameBoundaryFlagBitsEXT = {
  FRAME_END: 1,
} as const;
export type VkFrameBoundaryFlagBitsEXT = number;

export const VkFramebufferCreateFlagBits = {
  IMAGELESS_KHR: 1,
  IMAGELESS: 1,
} as const;
export type VkFramebufferCreateFlagBits = number;

export const VkFrontFace = {
  COUNTER_CLOCKWISE: 0,
  CLOCKWISE: 1,
} as const;
export type VkFrontFace = (typeof VkFrontFace)[keyof typeof VkFrontFace];

export const VkFullScreenExclusiveEXT = {
  DEFAULT: 0,
  ALLOWED: 1,
  DISALLOWED: 2,
  APPLICATION_CONTROLLED: 3,
} as const;
export type VkFullScreenExclusiveEXT = (typeof VkFullScreenExclusiveEXT)[keyof typeof VkFullScreenExclusiveEXT];

export const VkGeometryFlagBitsKHR = {
  OPAQUE: 1,
  NO_DUPLICATE_ANY_HIT_INVOCATION: 2,
  OPAQUE_NV: 1,
  NO_DUPLICATE_ANY_HIT_INVOCATION_NV: 2,
} as const;
export type VkGeometryFlagBitsKHR = number;

export const VkGeometryInstanceFlagBitsKHR = {
  TRIANGLE_FACING_CULL_DISABLE: 1,
  TRIANGLE_FLIP_FACING: 2,
  FORCE_OPAQUE: 4,
  FORCE_NO_OPAQUE: 8,
  TRIANGLE_FRONT_COUNTERCLOCKWISE: 2,
  TRIANGLE_CULL_DISABLE_NV: 1,
  TRIANGLE_FRONT_COUNTERCLOCKWISE_NV: 2,
  FORCE_OPAQUE_NV: 4,
  FORCE_NO_OPAQUE_NV: 8,
  FORCE_OPACITY_MICROMAP_2_STATE_EXT: 16,
  DISABLE_OPACITY_MICROMAPS_EXT: 32,
} as const;
export type VkGeometryInstanceFlagBitsKHR = number;

export const VkGeometryTypeKHR = {
  TRIANGLES: 0,
  AABBS: 1,
  INSTANCES: 2,
  TRIANGLES_NV: 0,
  AABBS_NV: 1,
  SPHERES_NV: 1000429004,
  LINEAR_SWEPT_SPHERES_NV: 1000429005,
} as const;
export type VkGeometryTypeKHR = (typeof VkGeometryTypeKHR)[keyof typeof VkGeometryTypeKHR];

export const VkGraphicsPipelineLibraryFlagBitsEXT = {
  VERTEX_INPUT_INTERFACE: 1,
  PRE_RASTERIZATION_SHADERS: 2,
  FRAGMENT_SHADER: 4,
  FRAGMENT_OUTPUT_INTERFACE: 8,
} as const;
export type VkGraphicsPipelineLibraryFlagBitsEXT = number;

export const VkHostImageCopyFlagBits = {
  MEMCPY: 1,
  MEMCPY_EXT: 1,
} as const;
export type VkHostImageCopyFlagBits = number;

export const VkImageAspectFlagBits = {
  COLOR: 1,
  DEPTH: 2,
  STENCIL: 4,
  METADATA: 8,
  PLANE_0_KHR: 16,
  PLANE_1_KHR: 32,
  PLANE_2_KHR: 64,
  MEMORY_PLANE_0_EXT: 128,
  MEMORY_PLANE_1_EXT: 256,
  MEMORY_PLANE_2_EXT: 512,
  MEMORY_PLANE_3_EXT: 1024,
  NONE_KHR: 0,
  PLANE_0: 16,
  PLANE_1: 32,
  PLANE_2: 64,
  NONE: 0,
} as const;
export type VkImageAspectFlagBits = number;

export const VkImageCompressionFixedRateFlagBitsEXT = {
  NONE: 0,
  RATE_1BPC: 1,
  RATE_2BPC: 2,
  RATE_3BPC: 4,
  RATE_4BPC: 8,
  RATE_5BPC: 16,
  RATE_6BPC: 32,
  RATE_7BPC: 64,
  RATE_8BPC: 128,
  RATE_9BPC: 256,
  RATE_10BPC: 512,
  RATE_11BPC: 1024,
  RATE_12BPC: 2048,
  RATE_13BPC: 4096,
  RATE_14BPC: 8192,
  RATE_15BPC: 16384,
  RATE_16BPC: 32768,
  RATE_17BPC: 65536,
  RATE_18BPC: 131072,
  RATE_19BPC: 262144,
  RATE_20BPC: 524288,
  RATE_21BPC: 1048576,
  RATE_22BPC: 2097152,
  RATE_23BPC: 4194304,
  RATE_24BPC: 8388608,
} as const;
export type VkImageCompressionFixedRateFlagBitsEXT = number;

export const VkImageCompressionFlagBitsEXT = {
  DEFAULT: 0,
  FIXED_RATE_DEFAULT: 1,
  FIXED_RATE_EXPLICIT: 2,
  DISABLED: 4,
} as const;
export type VkImageCompressionFlagBitsEXT = number;

export const VkImageConstraintsInfoFlagBitsFUCHSIA = {
  CPU_READ_RARELY_FUCHSIA: 1,
  CPU_READ_OFTEN_FUCHSIA: 2,
  CPU_WRITE_RARELY_FUCHSIA: 4,
  CPU_WRITE_OFTEN_FUCHSIA: 8,
  PROTECTED_OPTIONAL_FUCHSIA: 16,
} as const;
export type VkImageConstraintsInfoFlagBitsFUCHSIA = number;

export const VkImageCreateFlagBits = {
  SPARSE_BINDING: 1,
  SPARSE_RESIDENCY: 2,
  SPARSE_ALIASED: 4,
  MUTABLE_FORMAT: 8,
  CUBE_COMPATIBLE: 16,
  CORNER_SAMPLED_NV: 8192,
  SPLIT_INSTANCE_BIND_REGIONS_KHR: 64,
  CREATE_2D_ARRAY_COMPATIBLE_KHR: 32,
  BLOCK_TEXEL_VIEW_COMPATIBLE_KHR: 128,
  EXTENDED_USAGE_KHR: 256,
  SAMPLE_LOCATIONS_COMPATIBLE_DEPTH_EXT: 4096,
  DISJOINT_KHR: 512,
  ALIAS_KHR: 1024,
  SUBSAMPLED_EXT: 16384,
  DESCRIPTOR_BUFFER_CAPTURE_REPLAY_EXT: 65536,
  MULTISAMPLED_RENDER_TO_SINGLE_SAMPLED_EXT: 262144,
  CREATE_2D_VIEW_COMPATIBLE_EXT: 131072,
  FRAGMENT_DENSITY_MAP_OFFSET_QCOM: 32768,
  VIDEO_PROFILE_INDEPENDENT_KHR: 1048576,
  ALIAS: 1024,
  SPLIT_INSTANCE_BIND_REGIONS: 64,
  CREATE_2D_ARRAY_COMPATIBLE: 32,
  BLOCK_TEXEL_VIEW_COMPATIBLE: 128,
  EXTENDED_USAGE: 256,
  PROTECTED: 2048,
  DISJOINT: 512,
} as const;
export type VkImageCreateFlagBits = number;

export const VkImageFormatConstraintsFlagBitsFUCHSIA = {
} as const;
export type VkImageFormatConstraintsFlagBitsFUCHSIA = number;

export const VkImageLayout = {
  UNDEFINED: 0,
  GENERAL: 1,
  COLOR_ATTACHMENT_OPTIMAL: 2,
  DEPTH_STENCIL_ATTACHMENT_OPTIMAL: 3,
  DEPTH_STENCIL_READ_ONLY_OPTIMAL: 4,
  SHADER_READ_ONLY_OPTIMAL: 5,
  TRANSFER_SRC_OPTIMAL: 6,
  TRANSFER_DST_OPTIMAL: 7,
  PREINITIALIZED: 8,
  PRESENT_SRC_KHR: 1000001002,
  VIDEO_DECODE_DST_KHR: 1000024000,
  VIDEO_DECODE_SRC_KHR: 1000024001,
  VIDEO_DECODE_DPB_KHR: 1000024002,
  SHARED_PRESENT_KHR: 1000111000,
  DEPTH_READ_ONLY_STENCIL_ATTACHMENT_OPTIMAL_KHR: 1000117000,
  DEPTH_ATTACHMENT_STENCIL_READ_ONLY_OPTIMAL_KHR: 1000117001,
  SHADING_RATE_OPTIMAL_NV: 1000164003,
  FRAGMENT_DENSITY_MAP_OPTIMAL_EXT: 1000218000,
  FRAGMENT_SHADING_RATE_ATTACHMENT_OPTIMAL_KHR: 1000164003,
  RENDERING_LOCAL_READ_KHR: 1000232000,
  DEPTH_ATTACHMENT_OPTIMAL_KHR: 1000241000,
  DEPTH_READ_ONLY_OPTIMAL_KHR: 1000241001,
  STENCIL_ATTACHMENT_OPTIMAL_KHR: 1000241002,
  STENCIL_READ_ONLY_OPTIMAL_KHR: 1000241003,
  VIDEO_ENCODE_DST_KHR: 1000299000,
  VIDEO_ENCODE_SRC_KHR: 1000299001,
  VIDEO_ENCODE_DPB_KHR: 1000299002,
  READ_ONLY_OPTIMAL_KHR: 1000314000,
  ATTACHMENT_OPTIMAL_KHR: 1000314001,
  ATTACHMENT_FEEDBACK_LOOP_OPTIMAL_EXT: 1000339000,
  VIDEO_ENCODE_QUANTIZATION_MAP_KHR: 1000553000,
  DEPTH_READ_ONLY_STENCIL_ATTACHMENT_OPTIMAL: 1000117000,
  DEPTH_ATTACHMENT_STENCIL_READ_ONLY_OPTIMAL: 1000117001,
  DEPTH_ATTACHMENT_OPTIMAL: 1000241000,
  DEPTH_READ_ONLY_OPTIMAL: 1000241001,
  STENCIL_ATTACHMENT_OPTIMAL: 1000241002,
  STENCIL_READ_ONLY_OPTIMAL: 1000241003,
  READ_ONLY_OPTIMAL: 1000314000,
  ATTACHMENT_OPTIMAL: 1000314001,
  RENDERING_LOCAL_READ: 1000232000,
} as const;
export type VkImageLayout = (typeof VkImageLayout)[keyof typeof VkImageLayout];

export const VkImageTiling = {
  OPTIMAL: 0,
  LINEAR: 1,
  DRM_FORMAT_MODIFIER_EXT: 1000158000,
} as const;
export type VkImageTiling = (typeof VkImageTiling)[keyof typeof VkImageTiling];

export const VkImageType = {
  TYPE_1D: 0,
  TYPE_2D: 1,
  TYPE_3D: 2,
} as const;
export type VkImageType = (typeof VkImageType)[keyof typeof VkImageType];

export const VkImageUsageFlagBits = {
  TRANSFER_SRC: 1,
  TRANSFER_DST: 2,
  SAMPLED: 4,
  STORAGE: 8,
  COLOR_ATTACHMENT: 16,
  DEPTH_STENCIL_ATTACHMENT: 32,
  TRANSIENT_ATTACHMENT: 64,
  INPUT_ATTACHMENT: 128,
  VIDEO_DECODE_DST_KHR: 1024,
  VIDEO_DECODE_SRC_KHR: 2048,
  VIDEO_DECODE_DPB_KHR: 4096,
  SHADING_RATE_IMAGE_NV: 256,
  FRAGMENT_DENSITY_MAP_EXT: 512,
  FRAGMENT_SHADING_RATE_ATTACHMENT_KHR: 256,
  HOST_TRANSFER_EXT: 4194304,
  VIDEO_ENCODE_DST_KHR: 8192,
  VIDEO_ENCODE_SRC_KHR: 16384,
  VIDEO_ENCODE_DPB_KHR: 32768,
  ATTACHMENT_FEEDBACK_LOOP_EXT: 524288,
  INVOCATION_MASK_HUAWEI: 262144,
  SAMPLE_WEIGHT_QCOM: 1048576,
  SAMPLE_BLOCK_MATCH_QCOM: 2097152,
  VIDEO_ENCODE_QUANTIZATION_DELTA_MAP_KHR: 33554432,
  VIDEO_ENCODE_EMPHASIS_MAP_KHR: 67108864,
  HOST_TRANSFER: 4194304,
} as const;
export type VkImageUsageFlagBits = number;

export const VkImageViewCreateFlagBits = {
  FRAGMENT_DENSITY_MAP_DYNAMIC_EXT: 1,
  DESCRIPTOR_BUFFER_CAPTURE_REPLAY_EXT: 4,
  FRAGMENT_DENSITY_MAP_DEFERRED_EXT: 2,
} as const;
export type VkImageViewCreateFlagBits = number;

export const VkImageViewType = {
  TYPE_1D: 0,
  TYPE_2D: 1,
  TYPE_3D: 2,
  CUBE: 3,
  TYPE_1D_ARRAY: 4,
  TYPE_2D_ARRAY: 5,
  CUBE_ARRAY: 6,
} as const;
export type VkImageViewType = (typeof VkImageViewType)[keyof typeof VkImageViewType];

export const VkIndexType = {
  UINT16: 0,
  UINT32: 1,
  NONE_KHR: 1000165000,
  NONE_NV: 1000165000,
  UINT8_EXT: 1000265000,
  UINT8_KHR: 1000265000,
  UINT8: 1000265000,
} as const;
export type VkIndexType = (typeof VkIndexType)[keyof typeof VkIndexType];

export const VkIndirectCommandsInputModeFlagBitsEXT = {
  VULKAN_INDEX_BUFFER: 1,
  DXGI_INDEX_BUFFER: 2,
} as const;
export type VkIndirectCommandsInputModeFlagBitsEXT = number;

export const VkIndirectCommandsLayoutUsageFlagBitsEXT = {
  EXPLICIT_PREPROCESS: 1,
  UNORDERED_SEQUENCES: 2,
} as const;
export type VkIndirectCommandsLayoutUsageFlagBitsEXT = number;

export const VkIndirectCommandsLayoutUsageFlagBitsNV = {
  EXPLICIT_PREPROCESS: 1,
  INDEXED_SEQUENCES: 2,
  UNORDERED_SEQUENCES: 4,
} as const;
export type VkIndirectCommandsLayoutUsageFlagBitsNV = number;

export const VkIndirectCommandsTokenTypeEXT = {
  EXECUTION_SET: 0,
  PUSH_CONSTANT: 1,
  SEQUENCE_INDEX: 2,
  INDEX_BUFFER: 3,
  VERTEX_BUFFER: 4,
  DRAW_INDEXED: 5,
  DRAW: 6,
  DRAW_INDEXED_COUNT: 7,
  DRAW_COUNT: 8,
  DISPATCH: 9,
  DRAW_MESH_TASKS_NV: 1000202002,
  DRAW_MESH_TASKS_COUNT_NV: 1000202003,
  DRAW_MESH_TASKS: 1000328000,
  DRAW_MESH_TASKS_COUNT: 1000328001,
  TRACE_RAYS2: 1000386004,
} as const;
export type VkIndirectCommandsTokenTypeEXT = (typeof VkIndirectCommandsTokenTypeEXT)[keyof typeof VkIndirectCommandsTokenTypeEXT];

export const VkIndirectCommandsTokenTypeNV = {
  SHADER_GROUP: 0,
  STATE_FLAGS: 1,
  INDEX_BUFFER: 2,
  VERTEX_BUFFER: 3,
  PUSH_CONSTANT: 4,
  DRAW_INDEXED: 5,
  DRAW: 6,
  DRAW_TASKS: 7,
  DRAW_MESH_TASKS: 1000328000,
  PIPELINE: 1000428003,
  DISPATCH: 1000428004,
} as const;
export type VkIndirectCommandsTokenTypeNV = (typeof VkIndirectCommandsTokenTypeNV)[keyof typeof VkIndirectCommandsTokenTypeNV];

export const VkIndirectExecutionSetInfoTypeEXT = {
  PIPELINES: 0,
  SHADER_OBJECTS: 1,
} as const;
export type VkIndirectExecutionSetInfoTypeEXT = (typeof VkIndirectExecutionSetInfoTypeEXT)[keyof typeof VkIndirectExecutionSetInfoTypeEXT];

export const VkIndirectStateFlagBitsNV = {
  FLAG_FRONTFACE: 1,
} as const;
export type VkIndirectStateFlagBitsNV = number;

export const VkInstanceCreateFlagBits = {
  ENUMERATE_PORTABILITY_KHR: 1,
} as const;
export type VkInstanceCreateFlagBits = number;

export const VkInternalAllocationType = {
  EXECUTABLE: 0,
} as const;
export type VkInternalAllocationType = (typeof VkInternalAllocationType)[keyof typeof VkInternalAllocationType];

export const VkLatencyMarkerNV = {
  SIMULATION_START: 0,
  SIMULATION_END: 1,
  RENDERSUBMIT_START: 2,
  RENDERSUBMIT_END: 3,
  PRESENT_START: 4,
  PRESENT_END: 5,
  INPUT_SAMPLE: 6,
  TRIGGER_FLASH: 7,
  OUT_OF_BAND_RENDERSUBMIT_START: 8,
  OUT_OF_BAND_RENDERSUBMIT_END: 9,
  OUT_OF_BAND_PRESENT_START: 10,
  OUT_OF_BAND_PRESENT_END: 11,
} as const;
export type VkLatencyMarkerNV = (typeof VkLatencyMarkerNV)[keyof typeof VkLatencyMarkerNV];

export const VkLayerSettingTypeEXT = {
  BOOL32: 0,
  INT32: 1,
  INT64: 2,
  UINT32: 3,
  UINT64: 4,
  FLOAT32: 5,
  FLOAT64: 6,
  STRING: 7,
} as const;
export type VkLayerSettingTypeEXT = (typeof VkLayerSettingTypeEXT)[keyof typeof VkLayerSettingTypeEXT];

export const VkLayeredDriverUnderlyingApiMSFT = {
  NONE: 0,
  D3D12: 1,
} as const;
export type VkLayeredDriverUnderlyingApiMSFT = (typeof VkLayeredDriverUnderlyingApiMSFT)[keyof typeof VkLayeredDriverUnderlyingApiMSFT];

export const VkLineRasterizationMode = {
  DEFAULT: 0,
  RECTANGULAR: 1,
  BRESENHAM: 2,
  RECTANGULAR_SMOOTH: 3,
  DEFAULT_EXT: 0,
  RECTANGULAR_EXT: 1,
  BRESENHAM_EXT: 2,
  RECTANGULAR_SMOOTH_EXT: 3,
  DEFAULT_KHR: 0,
  RECTANGULAR_KHR: 1,
  BRESENHAM_KHR: 2,
  RECTANGULAR_SMOOTH_KHR: 3,
} as const;
export type VkLineRasterizationMode = (typeof VkLineRasterizationMode)[keyof typeof VkLineRasterizationMode];

export const VkLogicOp = {
  CLEAR: 0,
  AND: 1,
  AND_REVERSE: 2,
  COPY: 3,
  AND_INVERTED: 4,
  NO_OP: 5,
  XOR: 6,
  OR: 7,
  NOR: 8,
  EQUIVALENT: 9,
  INVERT: 10,
  OR_REVERSE: 11,
  COPY_INVERTED: 12,
  OR_INVERTED: 13,
  NAND: 14,
  SET: 15,
} as const;
export type VkLogicOp = (typeof VkLogicOp)[keyof typeof VkLogicOp];

export const VkMemoryAllocateFlagBits = {
  DEVICE_MASK: 1,
  DEVICE_MASK_KHR: 1,
  DEVICE_ADDRESS_KHR: 2,
  DEVICE_ADDRESS_CAPTURE_REPLAY_KHR: 4,
  DEVICE_ADDRESS: 2,
  DEVICE_ADDRESS_CAPTURE_REPLAY: 4,
} as const;
export type VkMemoryAllocateFlagBits = number;

export const VkMemoryDecompressionMethodFlagBitsNV = {
  GDEFLATE_1_0: 0x1n,
} as const;
export type VkMemoryDecompressionMethodFlagBitsNV = bigint;

export const VkMemoryHeapFlagBits = {
  DEVICE_LOCAL: 1,
  MULTI_INSTANCE_KHR: 2,
  MULTI_INSTANCE: 2,
} as const;
export type VkMemoryHeapFlagBits = number;

export const VkMemoryMapFlagBits = {
  PLACED_EXT: 1,
} as const;
export type VkMemoryMapFlagBits = number;

export const VkMemoryOverallocationBehaviorAMD = {
  DEFAULT: 0,
  ALLOWED: 1,
  DISALLOWED: 2,
} as const;
export type VkMemoryOverallocationBehaviorAMD = (typeof VkMemoryOverallocationBehaviorAMD)[keyof typeof VkMemoryOverallocationBehaviorAMD];

export const VkMemoryPropertyFlagBits = {
  DEVICE_LOCAL: 1,
  HOST_VISIBLE: 2,
  HOST_COHERENT: 4,
  HOST_CACHED: 8,
  LAZILY_ALLOCATED: 16,
  DEVICE_COHERENT_AMD: 64,
  DEVICE_UNCACHED_AMD: 128,
  RDMA_CAPABLE_NV: 256,
  PROTECTED: 32,
} as const;
export type VkMemoryPropertyFlagBits = number;

export const VkMemoryUnmapFlagBits = {
  RESERVE_EXT: 1,
} as const;
export type VkMemoryUnmapFlagBits = number;

export const VkMicromapCreateFlagBitsEXT = {
  DEVICE_ADDRESS_CAPTURE_REPLAY: 1,
} as const;
export type VkMicromapCreateFlagBitsEXT = number;

export const VkMicromapTypeEXT = {
  OPACITY_MICROMAP: 0,
  DISPLACEMENT_MICROMAP_NV: 1000397000,
} as const;
export type VkMicromapTypeEXT = (typeof VkMicromapTypeEXT)[keyof typeof VkMicromapTypeEXT];

export const VkObjectType = {
  UNKNOWN: 0,
  INSTANCE: 1,
  PHYSICAL_DEVICE: 2,
  DEVICE: 3,
  QUEUE: 4,
  SEMAPHORE: 5,
  COMMAND_BUFFER: 6,
  FENCE: 7,
  DEVICE_MEMORY: 8,
  BUFFER: 9,
  IMAGE: 10,
  EVENT: 11,
  QUERY_POOL: 12,
  BUFFER_VIEW: 13,
  IMAGE_VIEW: 14,
  SHADER_MODULE: 15,
  PIPELINE_CACHE: 16,
  PIPELINE_LAYOUT: 17,
  RENDER_PASS: 18,
  PIPELINE: 19,
  DESCRIPTOR_SET_LAYOUT: 20,
  SAMPLER: 21,
  DESCRIPTOR_POOL: 22,
  DESCRIPTOR_SET: 23,
  FRAMEBUFFER: 24,
  COMMAND_POOL: 25,
  SURFACE_KHR: 1000000000,
  SWAPCHAIN_KHR: 1000001000,
  DISPLAY_KHR: 1000002000,
  DISPLAY_MODE_KHR: 1000002001,
  DEBUG_REPORT_CALLBACK_EXT: 1000011000,
  VIDEO_SESSION_KHR: 1000023000,
  VIDEO_SESSION_PARAMETERS_KHR: 1000023001,
  CU_MODULE_NVX: 1000029000,
  CU_FUNCTION_NVX: 1000029001,
  DESCRIPTOR_UPDATE_TEMPLATE_KHR: 1000085000,
  DEBUG_UTILS_MESSENGER_EXT: 1000128000,
  ACCELERATION_STRUCTURE_KHR: 1000150000,
  SAMPLER_YCBCR_CONVERSION_KHR: 1000156000,
  VALIDATION_CACHE_EXT: 1000160000,
  ACCELERATION_STRUCTURE_NV: 1000165000,
  PERFORMANCE_CONFIGURATION_INTEL: 1000210000,
  DEFERRED_OPERATION_KHR: 1000268000,
  INDIRECT_COMMANDS_LAYOUT_NV: 1000277000,
  PRIVATE_DATA_SLOT_EXT: 1000295000,
  CUDA_MODULE_NV: 1000307000,
  CUDA_FUNCTION_NV: 1000307001,
  BUFFER_COLLECTION_FUCHSIA: 1000366000,
  MICROMAP_EXT: 1000396000,
  OPTICAL_FLOW_SESSION_NV: 1000464000,
  SHADER_EXT: 1000482000,
  PIPELINE_BINARY_KHR: 1000483000,
  INDIRECT_COMMANDS_LAYOUT_EXT: 1000572000,
  INDIRECT_EXECUTION_SET_EXT: 1000572001,
  SAMPLER_YCBCR_CONVERSION: 1000156000,
  DESCRIPTOR_UPDATE_TEMPLATE: 1000085000,
  PRIVATE_DATA_SLOT: 1000295000,
} as const;
export type VkObjectType = (typeof VkObjectType)[keyof typeof VkObjectType];

export const VkOpacityMicromapFormatEXT = {
  FORMAT_2_STATE: 1,
  FORMAT_4_STATE: 2,
} as const;
export type VkOpacityMicromapFormatEXT = (typeof VkOpacityMicromapFormatEXT)[keyof typeof VkOpacityMicromapFormatEXT];

export const VkOpacityMicromapSpecialIndexEXT = {
  FULLY_TRANSPARENT: -1,
  FULLY_OPAQUE: -2,
  FULLY_UNKNOWN_TRANSPARENT: -3,
  FULLY_UNKNOWN_OPAQUE: -4,
  CLUSTER_GEOMETRY_DISABLE_OPACITY_MICROMAP_NV: -5,
} as const;
export type VkOpacityMicromapSpecialIndexEXT = (typeof VkOpacityMicromapSpecialIndexEXT)[keyof typeof VkOpacityMicromapSpecialIndexEXT];

export const VkOpticalFlowExecuteFlagBitsNV = {
  DISABLE_TEMPORAL_HINTS: 1,
} as const;
export type VkOpticalFlowExecuteFlagBitsNV = number;

export const VkOpticalFlowGridSizeFlagBitsNV = {
  UNKNOWN: 0,
  SIZE_1X1: 1,
  SIZE_2X2: 2,
  SIZE_4X4: 4,
  SIZE_8X8: 8,
} as const;
export type VkOpticalFlowGridSizeFlagBitsNV = number;

export const VkOpticalFlowPerformanceLevelNV = {
  UNKNOWN: 0,
  SLOW: 1,
  MEDIUM: 2,
  FAST: 3,
} as const;
export type VkOpticalFlowPerformanceLevelNV = (typeof VkOpticalFlowPerformanceLevelNV)[keyof typeof VkOpticalFlowPerformanceLevelNV];

export const VkOpticalFlowSessionBindingPointNV = {
  UNKNOWN: 0,
  INPUT: 1,
  REFERENCE: 2,
  HINT: 3,
  FLOW_VECTOR: 4,
  BACKWARD_FLOW_VECTOR: 5,
  COST: 6,
  BACKWARD_COST: 7,
  GLOBAL_FLOW: 8,
} as const;
export type VkOpticalFlowSessionBindingPointNV = (typeof VkOpticalFlowSessionBindingPointNV)[keyof typeof VkOpticalFlowSessionBindingPointNV];

export const VkOpticalFlowSessionCreateFlagBitsNV = {
  ENABLE_HINT: 1,
  ENABLE_COST: 2,
  ENABLE_GLOBAL_FLOW: 4,
  ALLOW_REGIONS: 8,
  BOTH_DIRECTIONS: 16,
} as const;
export type VkOpticalFlowSessionCreateFlagBitsNV = number;

export const VkOpticalFlowUsageFlagBitsNV = {
  UNKNOWN: 0,
  INPUT: 1,
  OUTPUT: 2,
  HINT: 4,
  COST: 8,
  GLOBAL_FLOW: 16,
} as const;
export type VkOpticalFlowUsageFlagBitsNV = number;

export const VkOutOfBandQueueTypeNV = {
  RENDER: 0,
  PRESENT: 1,
} as const;
export type VkOutOfBandQueueTypeNV = (typeof VkOutOfBandQueueTypeNV)[keyof typeof VkOutOfBandQueueTypeNV];

export const VkPartitionedAccelerationStructureInstanceFlagBitsNV = {
  FLAG_TRIANGLE_FACING_CULL_DISABLE: 1,
  FLAG_TRIANGLE_FLIP_FACING: 2,
  FLAG_FORCE_OPAQUE: 4,
  FLAG_FORCE_NO_OPAQUE: 8,
  FLAG_ENABLE_EXPLICIT_BOUNDING_BOX: 16,
} as const;
export type VkPartitionedAccelerationStructureInstanceFlagBitsNV = number;

export const VkPartitionedAccelerationStructureOpTypeNV = {
  WRITE_INSTANCE: 0,
  UPDATE_INSTANCE: 1,
  WRITE_PARTITION_TRANSLATION: 2,
} as const;
export type VkPartitionedAccelerationStructureOpTypeNV = (typeof VkPartitionedAccelerationStructureOpTypeNV)[keyof typeof VkPartitionedAccelerationStructureOpTypeNV];

export const VkPeerMemoryFeatureFlagBits = {
  COPY_SRC: 1,
  COPY_DST: 2,
  GENERIC_SRC: 4,
  GENERIC_DST: 8,
  COPY_SRC_KHR: 1,
  COPY_DST_KHR: 2,
  GENERIC_SRC_KHR: 4,
  GENERIC_DST_KHR: 8,
} as const;
export type VkPeerMemoryFeatureFlagBits = number;

export const VkPerformanceConfigurationTypeINTEL = {
  COMMAND_QUEUE_METRICS_DISCOVERY_ACTIVATED: 0,
} as const;
export type VkPerformanceConfigurationTypeINTEL = (typeof VkPerformanceConfigurationTypeINTEL)[keyof typeof VkPerformanceConfigurationTypeINTEL];

export const VkPerformanceCounterDescriptionFlagBitsKHR = {
  PERFORMANCE_IMPACTING: 1,
  VK_PERFORMANCE_COUNTER_DESCRIPTION_PERFORMANCE_IMPACTING_KHR: 1,
  CONCURRENTLY_IMPACTED: 2,
  VK_PERFORMANCE_COUNTER_DESCRIPTION_CONCURRENTLY_IMPACTED_KHR: 2,
} as const;
export type VkPerformanceCounterDescriptionFlagBitsKHR = number;

export const VkPerformanceCounterScopeKHR = {
  COMMAND_BUFFER: 0,
  RENDER_PASS: 1,
  COMMAND: 2,
  QUERY_SCOPE_COMMAND_BUFFER: 0,
  QUERY_SCOPE_RENDER_PASS: 1,
  QUERY_SCOPE_COMMAND: 2,
} as const;
export type VkPerformanceCounterScopeKHR = (typeof VkPerformanceCounterScopeKHR)[keyof typeof VkPerformanceCounterScopeKHR];

export const VkPerformanceCounterStorageKHR = {
  INT32: 0,
  INT64: 1,
  UINT32: 2,
  UINT64: 3,
  FLOAT32: 4,
  FLOAT64: 5,
} as const;
export type VkPerformanceCounterStorageKHR = (typeof VkPerformanceCounterStorageKHR)[keyof typeof VkPerformanceCounterStorageKHR];

export const VkPerformanceCounterUnitKHR = {
  GENERIC: 0,
  PERCENTAGE: 1,
  NANOSECONDS: 2,
  BYTES: 3,
  BYTES_PER_SECOND: 4,
  KELVIN: 5,
  WATTS: 6,
  VOLTS: 7,
  AMPS: 8,
  HERTZ: 9,
  CYCLES: 10,
} as const;
export type VkPerformanceCounterUnitKHR = (typeof VkPerformanceCounterUnitKHR)[keyof typeof VkPerformanceCounterUnitKHR];

export const VkPerformanceOverrideTypeINTEL = {
  NULL_HARDWARE: 0,
  FLUSH_GPU_CACHES: 1,
} as const;
export type VkPerformanceOverrideTypeINTEL = (typeof VkPerformanceOverrideTypeINTEL)[keyof typeof VkPerformanceOverrideTypeINTEL];

export const VkPerformanceParameterTypeINTEL = {
  HW_COUNTERS_SUPPORTED: 0,
  STREAM_MARKER_VALID_BITS: 1,
} as const;
export type VkPerformanceParameterTypeINTEL = (typeof VkPerformanceParameterTypeINTEL)[keyof typeof VkPerformanceParameterTypeINTEL];

export const VkPerformanceValueTypeINTEL = {
  UINT32: 0,
  UINT64: 1,
  FLOAT: 2,
  BOOL: 3,
  STRING: 4,
} as const;
export type VkPerformanceValueTypeINTEL = (typeof VkPerformanceValueTypeINTEL)[keyof typeof VkPerformanceValueTypeINTEL];

export const VkPhysicalDeviceLayeredApiKHR = {
  VULKAN: 0,
  D3D12: 1,
  METAL: 2,
  OPENGL: 3,
  OPENGLES: 4,
} as const;
export type VkPhysicalDeviceLayeredApiKHR = (typeof VkPhysicalDeviceLayeredApiKHR)[keyof typeof VkPhysicalDeviceLayeredApiKHR];

export const VkPhysicalDeviceSchedulingControlsFlagBitsARM = {
  SHADER_CORE_COUNT: 0x1n,
} as const;
export type VkPhysicalDeviceSchedulingControlsFlagBitsARM = bigint;

export const VkPhysicalDeviceType = {
  OTHER: 0,
  INTEGRATED_GPU: 1,
  DISCRETE_GPU: 2,
  VIRTUAL_GPU: 3,
  CPU: 4,
} as const;
export type VkPhysicalDeviceType = (typeof VkPhysicalDeviceType)[keyof typeof VkPhysicalDeviceType];

export const VkPipelineBindPoint = {
  GRAPHICS: 0,
  COMPUTE: 1,
  EXECUTION_GRAPH_AMDX: 1000134000,
  RAY_TRACING_KHR: 1000165000,
  RAY_TRACING_NV: 1000165000,
  SUBPASS_SHADING_HUAWEI: 1000369003,
} as const;
export type VkPipelineBindPoint = (typeof VkPipelineBindPoint)[keyof typeof VkPipelineBindPoint];

export const VkPipelineCacheCreateFlagBits = {
  EXTERNALLY_SYNCHRONIZED_EXT: 1,
  INTERNALLY_SYNCHRONIZED_MERGE_KHR: 8,
  EXTERNALLY_SYNCHRONIZED: 1,
} as const;
export type VkPipelineCacheCreateFlagBits = number;

export const VkPipelineCacheHeaderVersion = {
  ONE: 1,
} as const;
export type VkPipelineCacheHeaderVersion = (typeof VkPipelineCacheHeaderVersion)[keyof typeof VkPipelineCacheHeaderVersion];

export const VkPipelineCacheValidationVersion = {
  SAFETY_CRITICAL_ONE: 1,
} as const;
export type VkPipelineCacheValidationVersion = (typeof VkPipelineCacheValidationVersion)[keyof typeof VkPipelineCacheValidationVersion];

export const VkPipelineColorBlendStateCreateFlagBits = {
  RASTERIZATION_ORDER_ATTACHMENT_ACCESS_ARM: 1,
  RASTERIZATION_ORDER_ATTACHMENT_ACCESS_EXT: 1,
} as const;
export type VkPipelineColorBlendStateCreateFlagBits = number;

export const VkPipelineCompilerControlFlagBitsAMD = {
} as const;
export type VkPipelineCompilerControlFlagBitsAMD = number;

export const VkPipelineCreateFlagBits = {
  DISABLE_OPTIMIZATION: 1,
  ALLOW_DERIVATIVES: 2,
  DERIVATIVE: 4,
  VIEW_INDEX_FROM_DEVICE_INDEX_KHR: 8,
  DISPATCH_BASE_KHR: 16,
  RAY_TRACING_NO_NULL_ANY_HIT_SHADERS_KHR: 16384,
  RAY_TRACING_NO_NULL_CLOSEST_HIT_SHADERS_KHR: 32768,
  RAY_TRACING_NO_NULL_MISS_SHADERS_KHR: 65536,
  RAY_TRACING_NO_NULL_INTERSECTION_SHADERS_KHR: 131072,
  RAY_TRACING_SKIP_TRIANGLES_KHR: 4096,
  RAY_TRACING_SKIP_AABBS_KHR: 8192,
  RAY_TRACING_SHADER_GROUP_HANDLE_CAPTURE_REPLAY_KHR: 524288,
  DEFER_COMPILE_NV: 32,
  RENDERING_FRAGMENT_DENSITY_MAP_ATTACHMENT_EXT: 4194304,
  RASTERIZATION_STATE_CREATE_FRAGMENT_DENSITY_MAP_ATTACHMENT_EXT: 4194304,
  RENDERING_FRAGMENT_SHADING_RATE_ATTACHMENT_KHR: 2097152,
  RASTERIZATION_STATE_CREATE_FRAGMENT_SHADING_RATE_ATTACHMENT_KHR: 2097152,
  CAPTURE_STATISTICS_KHR: 64,
  CAPTURE_INTERNAL_REPRESENTATIONS_KHR: 128,
  INDIRECT_BINDABLE_NV: 262144,
  LIBRARY_KHR: 2048,
  FAIL_ON_PIPELINE_COMPILE_REQUIRED_EXT: 256,
  EARLY_RETURN_ON_FAILURE_EXT: 512,
  DESCRIPTOR_BUFFER_EXT: 536870912,
  RETAIN_LINK_TIME_OPTIMIZATION_INFO_EXT: 8388608,
  LINK_TIME_OPTIMIZATION_EXT: 1024,
  RAY_TRACING_ALLOW_MOTION_NV: 1048576,
  COLOR_ATTACHMENT_FEEDBACK_LOOP_EXT: 33554432,
  DEPTH_STENCIL_ATTACHMENT_FEEDBACK_LOOP_EXT: 67108864,
  RAY_TRACING_OPACITY_MICROMAP_EXT: 16777216,
  RAY_TRACING_DISPLACEMENT_MICROMAP_NV: 268435456,
  NO_PROTECTED_ACCESS_EXT: 134217728,
  PROTECTED_ACCESS_ONLY_EXT: 1073741824,
  VIEW_INDEX_FROM_DEVICE_INDEX: 8,
  DISPATCH_BASE: 16,
  VK_PIPELINE_CREATE_DISPATCH_BASE: 16,
  FAIL_ON_PIPELINE_COMPILE_REQUIRED: 256,
  EARLY_RETURN_ON_FAILURE: 512,
  NO_PROTECTED_ACCESS: 134217728,
  PROTECTED_ACCESS_ONLY: 1073741824,
} as const;
export type VkPipelineCreateFlagBits = number;

export const VkPipelineCreateFlagBits2 = {
  DISABLE_OPTIMIZATION: 0x1n,
  ALLOW_DERIVATIVES: 0x2n,
  DERIVATIVE: 0x4n,
  VIEW_INDEX_FROM_DEVICE_INDEX: 0x8n,
  DISPATCH_BASE: 0x10n,
  FAIL_ON_PIPELINE_COMPILE_REQUIRED: 0x100n,
  EARLY_RETURN_ON_FAILURE: 0x200n,
  NO_PROTECTED_ACCESS: 0x8000000n,
  PROTECTED_ACCESS_ONLY: 0x40000000n,
  EXECUTION_GRAPH_AMDX: 0x100000000n,
  RAY_TRACING_SKIP_BUILT_IN_PRIMITIVES_KHR: 0x1000n,
  RAY_TRACING_ALLOW_SPHERES_AND_LINEAR_SWEPT_SPHERES_NV: 0x200000000n,
  ENABLE_LEGACY_DITHERING_EXT: 0x400000000n,
  DISABLE_OPTIMIZATION_KHR: 0x1n,
  ALLOW_DERIVATIVES_KHR: 0x2n,
  DERIVATIVE_KHR: 0x4n,
  VIEW_INDEX_FROM_DEVICE_INDEX_KHR: 0x8n,
  DISPATCH_BASE_KHR: 0x10n,
  DEFER_COMPILE_NV: 0x20n,
  CAPTURE_STATISTICS_KHR: 0x40n,
  CAPTURE_INTERNAL_REPRESENTATIONS_KHR: 0x80n,
  FAIL_ON_PIPELINE_COMPILE_REQUIRED_KHR: 0x100n,
  EARLY_RETURN_ON_FAILURE_KHR: 0x200n,
  LINK_TIME_OPTIMIZATION_EXT: 0x400n,
  RETAIN_LINK_TIME_OPTIMIZATION_INFO_EXT: 0x800000n,
  LIBRARY_KHR: 0x800n,
  RAY_TRACING_SKIP_TRIANGLES_KHR: 0x1000n,
  RAY_TRACING_SKIP_AABBS_KHR: 0x2000n,
  RAY_TRACING_NO_NULL_ANY_HIT_SHADERS_KHR: 0x4000n,
  RAY_TRACING_NO_NULL_CLOSEST_HIT_SHADERS_KHR: 0x8000n,
  RAY_TRACING_NO_NULL_MISS_SHADERS_KHR: 0x10000n,
  RAY_TRACING_NO_NULL_INTERSECTION_SHADERS_KHR: 0x20000n,
  RAY_TRACING_SHADER_GROUP_HANDLE_CAPTURE_REPLAY_KHR: 0x80000n,
  INDIRECT_BINDABLE_NV: 0x40000n,
  RAY_TRACING_ALLOW_MOTION_NV: 0x100000n,
  RENDERING_FRAGMENT_SHADING_RATE_ATTACHMENT_KHR: 0x200000n,
  RENDERING_FRAGMENT_DENSITY_MAP_ATTACHMENT_EXT: 0x400000n,
  RAY_TRACING_OPACITY_MICROMAP_EXT: 0x1000000n,
  COLOR_ATTACHMENT_FEEDBACK_LOOP_EXT: 0x2000000n,
  DEPTH_STENCIL_ATTACHMENT_FEEDBACK_LOOP_EXT: 0x4000000n,
  NO_PROTECTED_ACCESS_EXT: 0x8000000n,
  PROTECTED_ACCESS_ONLY_EXT: 0x40000000n,
  RAY_TRACING_DISPLACEMENT_MICROMAP_NV: 0x10000000n,
  DESCRIPTOR_BUFFER_EXT: 0x20000000n,
  DISALLOW_OPACITY_MICROMAP_ARM: 0x2000000000n,
  CAPTURE_DATA_KHR: 0x80000000n,
  INDIRECT_BINDABLE_EXT: 0x4000000000n,
} as const;
export type VkPipelineCreateFlagBits2 = bigint;

export const VkPipelineCreationFeedbackFlagBits = {
  VALID: 1,
  APPLICATION_PIPELINE_CACHE_HIT: 2,
  BASE_PIPELINE_ACCELERATION: 4,
  VALID_EXT: 1,
  APPLICATION_PIPELINE_CACHE_HIT_EXT: 2,
  BASE_PIPELINE_ACCELERATION_EXT: 4,
} as const;
export type VkPipelineCreationFeedbackFlagBits = number;

export const VkPipelineDepthStencilStateCreateFlagBits = {
  RASTERIZATION_ORDER_ATTACHMENT_DEPTH_ACCESS_ARM: 1,
  RASTERIZATION_ORDER_ATTACHMENT_STENCIL_ACCESS_ARM: 2,
  RASTERIZATION_ORDER_ATTACHMENT_DEPTH_ACCESS_EXT: 1,
  RASTERIZATION_ORDER_ATTACHMENT_STENCIL_ACCESS_EXT: 2,
} as const;
export type VkPipelineDepthStencilStateCreateFlagBits = number;

export const VkPipelineExecutableStatisticFormatKHR = {
  BOOL32: 0,
  INT64: 1,
  UINT64: 2,
  FLOAT64: 3,
} as const;
export type VkPipelineExecutableStatisticFormatKHR = (typeof VkPipelineExecutableStatisticFormatKHR)[keyof typeof VkPipelineExecutableStatisticFormatKHR];

export const VkPipelineLayoutCreateFlagBits = {
  INDEPENDENT_SETS_EXT: 2,
} as const;
export type VkPipelineLayoutCreateFlagBits = number;

export const VkPipelineMatchControl = {
  APPLICATION_UUID_EXACT_MATCH: 0,
} as const;
export type VkPipelineMatchControl = (typeof VkPipelineMatchControl)[keyof typeof VkPipelineMatchControl];

export const VkPipelineRobustnessBufferBehavior = {
  DEVICE_DEFAULT: 0,
  DISABLED: 1,
  ROBUST_BUFFER_ACCESS: 2,
  ROBUST_BUFFER_ACCESS_2: 3,
  DEVICE_DEFAULT_EXT: 0,
  DISABLED_EXT: 1,
  ROBUST_BUFFER_ACCESS_EXT: 2,
  ROBUST_BUFFER_ACCESS_2_EXT: 3,
} as const;
export type VkPipelineRobustnessBufferBehavior = (typeof VkPipelineRobustnessBufferBehavior)[keyof typeof VkPipelineRobustnessBufferBehavior];

export const VkPipelineRobustnessImageBehavior = {
  DEVICE_DEFAULT: 0,
  DISABLED: 1,
  ROBUST_IMAGE_ACCESS: 2,
  ROBUST_IMAGE_ACCESS_2: 3,
  DEVICE_DEFAULT_EXT: 0,
  DISABLED_EXT: 1,
  ROBUST_IMAGE_ACCESS_EXT: 2,
  ROBUST_IMAGE_ACCESS_2_EXT: 3,
} as const;
export type VkPipelineRobustnessImageBehavior = (typeof VkPipelineRobustnessImageBehavior)[keyof typeof VkPipelineRobustnessImageBehavior];

export const VkPipelineShaderStageCreateFlagBits = {
  ALLOW_VARYING_SUBGROUP_SIZE_EXT: 1,
  REQUIRE_FULL_SUBGROUPS_EXT: 2,
  ALLOW_VARYING_SUBGROUP_SIZE: 1,
  REQUIRE_FULL_SUBGROUPS: 2,
} as const;
export type VkPipelineShaderStageCreateFlagBits = number;

export const VkPipelineStageFlagBits = {
  TOP_OF_PIPE: 1,
  DRAW_INDIRECT: 2,
  VERTEX_INPUT: 4,
  VERTEX_SHADER: 8,
  TESSELLATION_CONTROL_SHADER: 16,
  TESSELLATION_EVALUATION_SHADER: 32,
  GEOMETRY_SHADER: 64,
  FRAGMENT_SHADER: 128,
  EARLY_FRAGMENT_TESTS: 256,
  LATE_FRAGMENT_TESTS: 512,
  COLOR_ATTACHMENT_OUTPUT: 1024,
  COMPUTE_SHADER: 2048,
  TRANSFER: 4096,
  BOTTOM_OF_PIPE: 8192,
  HOST: 16384,
  ALL_GRAPHICS: 32768,
  ALL_COMMANDS: 65536,
  TRANSFORM_FEEDBACK_EXT: 16777216,
  CONDITIONAL_RENDERING_EXT: 262144,
  ACCELERATION_STRUCTURE_BUILD_KHR: 33554432,
  RAY_TRACING_SHADER_KHR: 2097152,
  SHADING_RATE_IMAGE_NV: 4194304,
  RAY_TRACING_SHADER_NV: 2097152,
  ACCELERATION_STRUCTURE_BUILD_NV: 33554432,
  TASK_SHADER_NV: 524288,
  MESH_SHADER_NV: 1048576,
  FRAGMENT_DENSITY_PROCESS_EXT: 8388608,
  FRAGMENT_SHADING_RATE_ATTACHMENT_KHR: 4194304,
  COMMAND_PREPROCESS_NV: 131072,
  NONE_KHR: 0,
  TASK_SHADER_EXT: 524288,
  MESH_SHADER_EXT: 1048576,
  COMMAND_PREPROCESS_EXT: 131072,
  NONE: 0,
} as const;
export type VkPipelineStageFlagBits = number;

export const VkPipelineStageFlagBits2 = {
  NONE: 0x0n,
  TOP_OF_PIPE: 0x1n,
  DRAW_INDIRECT: 0x2n,
  VERTEX_INPUT: 0x4n,
  VERTEX_SHADER: 0x8n,
  TESSELLATION_CONTROL_SHADER: 0x10n,
  TESSELLATION_EVALUATION_SHADER: 0x20n,
  GEOMETRY_SHADER: 0x40n,
  FRAGMENT_SHADER: 0x80n,
  EARLY_FRAGMENT_TESTS: 0x100n,
  LATE_FRAGMENT_TESTS: 0x200n,
  COLOR_ATTACHMENT_OUTPUT: 0x400n,
  COMPUTE_SHADER: 0x800n,
  ALL_TRANSFER: 0x1000n,
  TRANSFER: 0x1000n,
  BOTTOM_OF_PIPE: 0x2000n,
  HOST: 0x4000n,
  ALL_GRAPHICS: 0x8000n,
  ALL_COMMANDS: 0x10000n,
  COPY: 0x100000000n,
  RESOLVE: 0x200000000n,
  BLIT: 0x400000000n,
  CLEAR: 0x800000000n,
  INDEX_INPUT: 0x1000000000n,
  VERTEX_ATTRIBUTE_INPUT: 0x2000000000n,
  PRE_RASTERIZATION_SHADERS: 0x4000000000n,
  VIDEO_DECODE_KHR: 0x4000000n,
  VIDEO_ENCODE_KHR: 0x8000000n,
  NONE_KHR: 0x0n,
  TOP_OF_PIPE_KHR: 0x1n,
  DRAW_INDIRECT_KHR: 0x2n,
  VERTEX_INPUT_KHR: 0x4n,
  VERTEX_SHADER_KHR: 0x8n,
  TESSELLATION_CONTROL_SHADER_KHR: 0x10n,
  TESSELLATION_EVALUATION_SHADER_KHR: 0x20n,
  GEOMETRY_SHADER_KHR: 0x40n,
  FRAGMENT_SHADER_KHR: 0x80n,
  EARLY_FRAGMENT_TESTS_KHR: 0x100n,
  LATE_FRAGMENT_TESTS_KHR: 0x200n,
  COLOR_ATTACHMENT_OUTPUT_KHR: 0x400n,
  COMPUTE_SHADER_KHR: 0x800n,
  ALL_TRANSFER_KHR: 0x1000n,
  TRANSFER_KHR: 0x1000n,
  BOTTOM_OF_PIPE_KHR: 0x2000n,
  HOST_KHR: 0x4000n,
  ALL_GRAPHICS_KHR: 0x8000n,
  ALL_COMMANDS_KHR: 0x10000n,
  COPY_KHR: 0x100000000n,
  RESOLVE_KHR: 0x200000000n,
  BLIT_KHR: 0x400000000n,
  CLEAR_KHR: 0x800000000n,
  INDEX_INPUT_KHR: 0x1000000000n,
  VERTEX_ATTRIBUTE_INPUT_KHR: 0x2000000000n,
  PRE_RASTERIZATION_SHADERS_KHR: 0x4000000000n,
  TRANSFORM_FEEDBACK_EXT: 0x1000000n,
  CONDITIONAL_RENDERING_EXT: 0x40000n,
  COMMAND_PREPROCESS_NV: 0x20000n,
  COMMAND_PREPROCESS_EXT: 0x20000n,
  FRAGMENT_SHADING_RATE_ATTACHMENT_KHR: 0x400000n,
  SHADING_RATE_IMAGE_NV: 0x400000n,
  ACCELERATION_STRUCTURE_BUILD_KHR: 0x2000000n,
  RAY_TRACING_SHADER_KHR: 0x200000n,
  RAY_TRACING_SHADER_NV: 0x200000n,
  ACCELERATION_STRUCTURE_BUILD_NV: 0x2000000n,
  FRAGMENT_DENSITY_PROCESS_EXT: 0x800000n,
  TASK_SHADER_NV: 0x80000n,
  MESH_SHADER_NV: 0x100000n,
  TASK_SHADER_EXT: 0x80000n,
  MESH_SHADER_EXT: 0x100000n,
  SUBPASS_SHADER_HUAWEI: 0x8000000000n,
  SUBPASS_SHADING_HUAWEI: 0x8000000000n,
  INVOCATION_MASK_HUAWEI: 0x10000000000n,
  ACCELERATION_STRUCTURE_COPY_KHR: 0x10000000n,
  MICROMAP_BUILD_EXT: 0x40000000n,
  CLUSTER_CULLING_SHADER_HUAWEI: 0x20000000000n,
  OPTICAL_FLOW_NV: 0x20000000n,
  CONVERT_COOPERATIVE_VECTOR_MATRIX_NV: 0x100000000000n,
} as const;
export type VkPipelineStageFlagBits2 = bigint;

export const VkPointClippingBehavior = {
  ALL_CLIP_PLANES: 0,
  USER_CLIP_PLANES_ONLY: 1,
  ALL_CLIP_PLANES_KHR: 0,
  USER_CLIP_PLANES_ONLY_KHR: 1,
} as const;
export type VkPointClippingBehavior = (typeof VkPointClippingBehavior)[keyof typeof VkPointClippingBehavior];

export const VkPolygonMode = {
  FILL: 0,
  LINE: 1,
  POINT: 2,
  FILL_RECTANGLE_NV: 1000153000,
} as const;
export type VkPolygonMode = (typeof VkPolygonMode)[keyof typeof VkPolygonMode];

export const VkPresentGravityFlagBitsEXT = {
  MIN: 1,
  MAX: 2,
  CENTERED: 4,
} as const;
export type VkPresentGravityFlagBitsEXT = number;

export const VkPresentModeKHR = {
  IMMEDIATE: 0,
  MAILBOX: 1,
  FIFO: 2,
  FIFO_RELAXED: 3,
  SHARED_DEMAND_REFRESH: 1000111000,
  SHARED_CONTINUOUS_REFRESH: 1000111001,
  FIFO_LATEST_READY_EXT: 1000361000,
} as const;
export type VkPresentModeKHR = (typeof VkPresentModeKHR)[keyof typeof VkPresentModeKHR];

export const VkPresentScalingFlagBitsEXT = {
  ONE_TO_ONE: 1,
  ASPECT_RATIO_STRETCH: 2,
  STRETCH: 4,
} as const;
export type VkPresentScalingFlagBitsEXT = number;

export const VkPrimitiveTopology = {
  POINT_LIST: 0,
  LINE_LIST: 1,
  LINE_STRIP: 2,
  TRIANGLE_LIST: 3,
  TRIANGLE_STRIP: 4,
  TRIANGLE_FAN: 5,
  LINE_LIST_WITH_ADJACENCY: 6,
  LINE_STRIP_WITH_ADJACENCY: 7,
  TRIANGLE_LIST_WITH_ADJACENCY: 8,
  TRIANGLE_STRIP_WITH_ADJACENCY: 9,
  PATCH_LIST: 10,
} as const;
export type VkPrimitiveTopology = (typeof VkPrimitiveTopology)[keyof typeof VkPrimitiveTopology];

export const VkPrivateDataSlotCreateFlagBits = {
} as const;
export type VkPrivateDataSlotCreateFlagBits = number;

export const VkProvokingVertexModeEXT = {
  FIRST_VERTEX: 0,
  LAST_VERTEX: 1,
} as const;
export type VkProvokingVertexModeEXT = (typeof VkProvokingVertexModeEXT)[keyof typeof VkProvokingVertexModeEXT];

export const VkQueryControlFlagBits = {
  PRECISE: 1,
} as const;
export type VkQueryControlFlagBits = number;

export const VkQueryPipelineStatisticFlagBits = {
  INPUT_ASSEMBLY_VERTICES: 1,
  INPUT_ASSEMBLY_PRIMITIVES: 2,
  VERTEX_SHADER_INVOCATIONS: 4,
  GEOMETRY_SHADER_INVOCATIONS: 8,
  GEOMETRY_SHADER_PRIMITIVES: 16,
  CLIPPING_INVOCATIONS: 32,
  CLIPPING_PRIMITIVES: 64,
  FRAGMENT_SHADER_INVOCATIONS: 128,
  TESSELLATION_CONTROL_SHADER_PATCHES: 256,
  TESSELLATION_EVALUATION_SHADER_INVOCATIONS: 512,
  COMPUTE_SHADER_INVOCATIONS: 1024,
  TASK_SHADER_INVOCATIONS_EXT: 2048,
  MESH_SHADER_INVOCATIONS_EXT: 4096,
  CLUSTER_CULLING_SHADER_INVOCATIONS_HUAWEI: 8192,
} as const;
export type VkQueryPipelineStatisticFlagBits = number;

export const VkQueryPoolCreateFlagBits = {
} as const;
export type VkQueryPoolCreateFlagBits = number;

export const VkQueryPoolSamplingModeINTEL = {
  MANUAL: 0,
} as const;
export type VkQueryPoolSamplingModeINTEL = (typeof VkQueryPoolSamplingModeINTEL)[keyof typeof VkQueryPoolSamplingModeINTEL];

export const VkQueryResultFlagBits = {
  RESULT_64: 1,
  WAIT: 2,
  WITH_AVAILABILITY: 4,
  PARTIAL: 8,
  WITH_STATUS_KHR: 16,
} as const;
export type VkQueryResultFlagBits = number;

export const VkQueryResultStatusKHR = {
  ERROR: -1,
  NOT_READY: 0,
  COMPLETE: 1,
  INSUFFICIENT_BITSTREAM_BUFFER_RANGE: -1000299000,
} as const;
export type VkQueryResultStatusKHR = (typeof VkQueryResultStatusKHR)[keyof typeof VkQueryResultStatusKHR];

export const VkQueryType = {
  OCCLUSION: 0,
  PIPELINE_STATISTICS: 1,
  TIMESTAMP: 2,
  RESULT_STATUS_ONLY_KHR: 1000023000,
  TRANSFORM_FEEDBACK_STREAM_EXT: 1000028004,
  PERFORMANCE_QUERY_KHR: 1000116000,
  ACCELERATION_STRUCTURE_COMPACTED_SIZE_KHR: 1000150000,
  ACCELERATION_STRUCTURE_SERIALIZATION_SIZE_KHR: 1000150001,
  ACCELERATION_STRUCTURE_COMPACTED_SIZE_NV: 1000165000,
  PERFORMANCE_QUERY_INTEL: 1000210000,
  VIDEO_ENCODE_FEEDBACK_KHR: 1000299000,
  MESH_PRIMITIVES_GENERATED_EXT: 1000328000,
  PRIMITIVES_GENERATED_EXT: 1000382000,
  ACCELERATION_STRUCTURE_SERIALIZATION_BOTTOM_LEVEL_POINTERS_KHR: 1000386000,
  ACCELERATION_STRUCTURE_SIZE_KHR: 1000386001,
  MICROMAP_SERIALIZATION_SIZE_EXT: 1000396000,
  MICROMAP_COMPACTED_SIZE_EXT: 1000396001,
} as const;
export type VkQueryType = (typeof VkQueryType)[keyof typeof VkQueryType];

export const VkQueueFlagBits = {
  GRAPHICS: 1,
  COMPUTE: 2,
  TRANSFER: 4,
  SPARSE_BINDING: 8,
  VIDEO_DECODE_KHR: 32,
  VIDEO_ENCODE_KHR: 64,
  OPTICAL_FLOW_NV: 256,
  PROTECTED: 16,
} as const;
export type VkQueueFlagBits = number;

export const VkQueueGlobalPriority = {
  LOW: 128,
  MEDIUM: 256,
  HIGH: 512,
  REALTIME: 1024,
  LOW_EXT: 128,
  MEDIUM_EXT: 256,
  HIGH_EXT: 512,
  REALTIME_EXT: 1024,
  LOW_KHR: 128,
  MEDIUM_KHR: 256,
  HIGH_KHR: 512,
  REALTIME_KHR: 1024,
} as const;
export type VkQueueGlobalPriority = (typeof VkQueueGlobalPriority)[keyof typeof VkQueueGlobalPriority];

export const VkRasterizationOrderAMD = {
  STRICT: 0,
  RELAXED: 1,
} as const;
export type VkRasterizationOrderAMD = (typeof VkRasterizationOrderAMD)[keyof typeof VkRasterizationOrderAMD];

export const VkRayTracingInvocationReorderModeNV = {
  NONE: 0,
  REORDER: 1,
} as const;
export type VkRayTracingInvocationReorderModeNV = (typeof VkRayTracingInvocationReorderModeNV)[keyof typeof VkRayTracingInvocationReorderModeNV];

export const VkRayTracingLssIndexingModeNV = {
  LIST: 0,
  SUCCESSIVE: 1,
} as const;
export type VkRayTracingLssIndexingModeNV = (typeof VkRayTracingLssIndexingModeNV)[keyof typeof VkRayTracingLssIndexingModeNV];

export const VkRayTracingLssPrimitiveEndCapsModeNV = {
  NONE: 0,
  CHAINED: 1,
} as const;
export type VkRayTracingLssPrimitiveEndCapsModeNV = (typeof VkRayTracingLssPrimitiveEndCapsModeNV)[keyof typeof VkRayTracingLssPrimitiveEndCapsModeNV];

export const VkRayTracingShaderGroupTypeKHR = {
  GENERAL: 0,
  TRIANGLES_HIT_GROUP: 1,
  PROCEDURAL_HIT_GROUP: 2,
  GENERAL_NV: 0,
  TRIANGLES_HIT_GROUP_NV: 1,
  PROCEDURAL_HIT_GROUP_NV: 2,
} as const;
export type VkRayTracingShaderGroupTypeKHR = (typeof VkRayTracingShaderGroupTypeKHR)[keyof typeof VkRayTracingShaderGroupTypeKHR];

export const VkRefreshObjectFlagBitsKHR = {
} as const;
export type VkRefreshObjectFlagBitsKHR = number;

export const VkRenderPassCreateFlagBits = {
  TRANSFORM_QCOM: 2,
} as const;
export type VkRenderPassCreateFlagBits = number;

export const VkRenderingFlagBits = {
  CONTENTS_SECONDARY_COMMAND_BUFFERS: 1,
  SUSPENDING: 2,
  RESUMING: 4,
  CONTENTS_SECONDARY_COMMAND_BUFFERS_KHR: 1,
  SUSPENDING_KHR: 2,
  RESUMING_KHR: 4,
  CONTENTS_INLINE_EXT: 16,
  ENABLE_LEGACY_DITHERING_EXT: 8,
  CONTENTS_INLINE_KHR: 16,
} as const;
export type VkRenderingFlagBits = number;

export const VkResolveModeFlagBits = {
  NONE: 0,
  SAMPLE_ZERO: 1,
  AVERAGE: 2,
  MIN: 4,
  MAX: 8,
  NONE_KHR: 0,
  SAMPLE_ZERO_KHR: 1,
  AVERAGE_KHR: 2,
  MIN_KHR: 4,
  MAX_KHR: 8,
  EXTERNAL_FORMAT_DOWNSAMPLE_ANDROID: 16,
} as const;
export type VkResolveModeFlagBits = number;

export const VkResult = {
  SUCCESS: 0,
  NOT_READY: 1,
  TIMEOUT: 2,
  EVENT_SET: 3,
  EVENT_RESET: 4,
  INCOMPLETE: 5,
  ERROR_OUT_OF_HOST_MEMORY: -1,
  ERROR_OUT_OF_DEVICE_MEMORY: -2,
  ERROR_INITIALIZATION_FAILED: -3,
  ERROR_DEVICE_LOST: -4,
  ERROR_MEMORY_MAP_FAILED: -5,
  ERROR_LAYER_NOT_PRESENT: -6,
  ERROR_EXTENSION_NOT_PRESENT: -7,
  ERROR_FEATURE_NOT_PRESENT: -8,
  ERROR_INCOMPATIBLE_DRIVER: -9,
  ERROR_TOO_MANY_OBJECTS: -10,
  ERROR_FORMAT_NOT_SUPPORTED: -11,
  ERROR_FRAGMENTED_POOL: -12,
  ERROR_UNKNOWN: -13,
  ERROR_SURFACE_LOST_KHR: -1000000000,
  ERROR_NATIVE_WINDOW_IN_USE_KHR: -1000000001,
  SUBOPTIMAL_KHR: 1000001003,
  ERROR_OUT_OF_DATE_KHR: -1000001004,
  ERROR_INCOMPATIBLE_DISPLAY_KHR: -1000003001,
  ERROR_VALIDATION_FAILED_EXT: -1000011001,
  ERROR_INVALID_SHADER_NV: -1000012000,
  ERROR_IMAGE_USAGE_NOT_SUPPORTED_KHR: -1000023000,
  ERROR_VIDEO_PICTURE_LAYOUT_NOT_SUPPORTED_KHR: -1000023001,
  ERROR_VIDEO_PROFILE_OPERATION_NOT_SUPPORTED_KHR: -1000023002,
  ERROR_VIDEO_PROFILE_FORMAT_NOT_SUPPORTED_KHR: -1000023003,
  ERROR_VIDEO_PROFILE_CODEC_NOT_SUPPORTED_KHR: -1000023004,
  ERROR_VIDEO_STD_VERSION_NOT_SUPPORTED_KHR: -1000023005,
  ERROR_OUT_OF_POOL_MEMORY_KHR: -1000069000,
  ERROR_INVALID_EXTERNAL_HANDLE_KHR: -1000072003,
  ERROR_INVALID_DRM_FORMAT_MODIFIER_PLANE_LAYOUT_EXT: -1000158000,
  ERROR_FRAGMENTATION_EXT: -1000161000,
  ERROR_NOT_PERMITTED_EXT: -1000174001,
  ERROR_NOT_PERMITTED_KHR: -1000174001,
  ERROR_INVALID_DEVICE_ADDRESS_EXT: -1000257000,
  ERROR_FULL_SCREEN_EXCLUSIVE_MODE_LOST_EXT: -1000255000,
  ERROR_INVALID_OPAQUE_CAPTURE_ADDRESS_KHR: -1000257000,
  THREAD_IDLE_KHR: 1000268000,
  THREAD_DONE_KHR: 1000268001,
  OPERATION_DEFERRED_KHR: 1000268002,
  OPERATION_NOT_DEFERRED_KHR: 1000268003,
  PIPELINE_COMPILE_REQUIRED_EXT: 1000297000,
  ERROR_PIPELINE_COMPILE_REQUIRED_EXT: 1000297000,
  ERROR_INVALID_VIDEO_STD_PARAMETERS_KHR: -1000299000,
  ERROR_COMPRESSION_EXHAUSTED_EXT: -1000338000,
  INCOMPATIBLE_SHADER_BINARY_EXT: 1000482000,
  ERROR_INCOMPATIBLE_SHADER_BINARY_EXT: 1000482000,
  PIPELINE_BINARY_MISSING_KHR: 1000483000,
  ERROR_NOT_ENOUGH_SPACE_KHR: -1000483000,
  ERROR_OUT_OF_POOL_MEMORY: -1000069000,
  ERROR_INVALID_EXTERNAL_HANDLE: -1000072003,
  ERROR_FRAGMENTATION: -1000161000,
  ERROR_INVALID_OPAQUE_CAPTURE_ADDRESS: -1000257000,
  PIPELINE_COMPILE_REQUIRED: 1000297000,
  ERROR_NOT_PERMITTED: -1000174001,
} as const;
export type VkResult = (typeof VkResult)[keyof typeof VkResult];

export const VkSampleCountFlagBits = {
  COUNT_1: 1,
  COUNT_2: 2,
  COUNT_4: 4,
  COUNT_8: 8,
  COUNT_16: 16,
  COUNT_32: 32,
  COUNT_64: 64,
} as const;
export type VkSampleCountFlagBits = number;

export const VkSamplerAddressMode = {
  REPEAT: 0,
  MIRRORED_REPEAT: 1,
  CLAMP_TO_EDGE: 2,
  CLAMP_TO_BORDER: 3,
  MIRROR_CLAMP_TO_EDGE: 4,
  MIRROR_CLAMP_TO_EDGE_KHR: 4,
} as const;
export type VkSamplerAddressMode = (typeof VkSamplerAddressMode)[keyof typeof VkSamplerAddressMode];

export const VkSamplerCreateFlagBits = {
  SUBSAMPLED_EXT: 1,
  SUBSAMPLED_COARSE_RECONSTRUCTION_EXT: 2,
  DESCRIPTOR_BUFFER_CAPTURE_REPLAY_EXT: 8,
  NON_SEAMLESS_CUBE_MAP_EXT: 4,
  IMAGE_PROCESSING_QCOM: 16,
} as const;
export type VkSamplerCreateFlagBits = number;

export const VkSamplerMipmapMode = {
  NEAREST: 0,
  LINEAR: 1,
} as const;
export type VkSamplerMipmapMode = (typeof VkSamplerMipmapMode)[keyof typeof VkSamplerMipmapMode];

export const VkSamplerReductionMode = {
  WEIGHTED_AVERAGE: 0,
  MIN: 1,
  MAX: 2,
  WEIGHTED_AVERAGE_EXT: 0,
  MIN_EXT: 1,
  MAX_EXT: 2,
  WEIGHTED_AVERAGE_RANGECLAMP_QCOM: 1000521000,
} as const;
export type VkSamplerReductionMode = (typeof VkSamplerReductionMode)[keyof typeof VkSamplerReductionMode];

export const VkSamplerYcbcrModelConversion = {
  RGB_IDENTITY: 0,
  YCBCR_IDENTITY: 1,
  YCBCR_709: 2,
  YCBCR_601: 3,
  YCBCR_2020: 4,
  RGB_IDENTITY_KHR: 0,
  YCBCR_IDENTITY_KHR: 1,
  YCBCR_709_KHR: 2,
  YCBCR_601_KHR: 3,
  YCBCR_2020_KHR: 4,
} as const;
export type VkSamplerYcbcrModelConversion = (typeof VkSamplerYcbcrModelConversion)[keyof typeof VkSamplerYcbcrModelConversion];

export const VkSamplerYcbcrRange = {
  ITU_FULL: 0,
  ITU_NARROW: 1,
  ITU_FULL_KHR: 0,
  ITU_NARROW_KHR: 1,
} as const;
export type VkSamplerYcbcrRange = (typeof VkSamplerYcbcrRange)[keyof typeof VkSamplerYcbcrRange];

export const VkSciSyncClientTypeNV = {
  SIGNALER: 0,
  WAITER: 1,
  SIGNALER_WAITER: 2,
} as const;
export type VkSciSyncClientTypeNV = (typeof VkSciSyncClientTypeNV)[keyof typeof VkSciSyncClientTypeNV];

export const VkSciSyncPrimitiveTypeNV = {
  FENCE: 0,
  SEMAPHORE: 1,
} as const;
export type VkSciSyncPrimitiveTypeNV = (typeof VkSciSyncPrimitiveTypeNV)[keyof typeof VkSciSyncPrimitiveTypeNV];

export const VkScopeKHR = {
  DEVICE: 1,
  WORKGROUP: 2,
  SUBGROUP: 3,
  QUEUE_FAMILY: 5,
  DEVICE_NV: 1,
  WORKGROUP_NV: 2,
  SUBGROUP_NV: 3,
  QUEUE_FAMILY_NV: 5,
} as const;
export type VkScopeKHR = (typeof VkScopeKHR)[keyof typeof VkScopeKHR];

export const VkSemaphoreCreateFlagBits = {
} as const;
export type VkSemaphoreCreateFlagBits = number;

export const VkSemaphoreImportFlagBits = {
  TEMPORARY: 1,
  TEMPORARY_KHR: 1,
} as const;
export type VkSemaphoreImportFlagBits = number;

export const VkSemaphoreType = {
  BINARY: 0,
  TIMELINE: 1,
  BINARY_KHR: 0,
  TIMELINE_KHR: 1,
} as const;
export type VkSemaphoreType = (typeof VkSemaphoreType)[keyof typeof VkSemaphoreType];

export const VkSemaphoreWaitFlagBits = {
  ANY: 1,
  ANY_KHR: 1,
} as const;
export type VkSemaphoreWaitFlagBits = number;

export const VkShaderCodeTypeEXT = {
  BINARY: 0,
  SPIRV: 1,
} as const;
export type VkShaderCodeTypeEXT = (typeof VkShaderCodeTypeEXT)[keyof typeof VkShaderCodeTypeEXT];

export const VkShaderCorePropertiesFlagBitsAMD = {
} as const;
export type VkShaderCorePropertiesFlagBitsAMD = number;

export const VkShaderCreateFlagBitsEXT = {
  LINK_STAGE: 1,
  ALLOW_VARYING_SUBGROUP_SIZE: 2,
  REQUIRE_FULL_SUBGROUPS: 4,
  NO_TASK_SHADER: 8,
  DISPATCH_BASE: 16,
  FRAGMENT_SHADING_RATE_ATTACHMENT: 32,
  FRAGMENT_DENSITY_MAP_ATTACHMENT: 64,
  INDIRECT_BINDABLE: 128,
} as const;
export type VkShaderCreateFlagBitsEXT = number;

export const VkShaderFloatControlsIndependence = {
  INDEPENDENCE_32_BIT_ONLY: 0,
  ALL: 1,
  NONE: 2,
  INDEPENDENCE_32_BIT_ONLY_KHR: 0,
  ALL_KHR: 1,
  NONE_KHR: 2,
} as const;
export type VkShaderFloatControlsIndependence = (typeof VkShaderFloatControlsIndependence)[keyof typeof VkShaderFloatControlsIndependence];

export const VkShaderGroupShaderKHR = {
  GENERAL: 0,
  CLOSEST_HIT: 1,
  ANY_HIT: 2,
  INTERSECTION: 3,
} as const;
export type VkShaderGroupShaderKHR = (typeof VkShaderGroupShaderKHR)[keyof typeof VkShaderGroupShaderKHR];

export const VkShaderInfoTypeAMD = {
  STATISTICS: 0,
  BINARY: 1,
  DISASSEMBLY: 2,
} as const;
export type VkShaderInfoTypeAMD = (typeof VkShaderInfoTypeAMD)[keyof typeof VkShaderInfoTypeAMD];

export const VkShaderModuleCreateFlagBits = {
} as const;
export type VkShaderModuleCreateFlagBits = number;

export const VkShaderStageFlagBits = {
  VERTEX: 1,
  TESSELLATION_CONTROL: 2,
  TESSELLATION_EVALUATION: 4,
  GEOMETRY: 8,
  FRAGMENT: 16,
  COMPUTE: 32,
  ALL_GRAPHICS: 31,
  ALL: 2147483647,
  RAYGEN_KHR: 256,
  ANY_HIT_KHR: 512,
  CLOSEST_HIT_KHR: 1024,
  MISS_KHR: 2048,
  INTERSECTION_KHR: 4096,
  CALLABLE_KHR: 8192,
  RAYGEN_NV: 256,
  ANY_HIT_NV: 512,
  CLOSEST_HIT_NV: 1024,
  MISS_NV: 2048,
  INTERSECTION_NV: 4096,
  CALLABLE_NV: 8192,
  TASK_NV: 64,
  MESH_NV: 128,
  TASK_EXT: 64,
  MESH_EXT: 128,
  SUBPASS_SHADING_HUAWEI: 16384,
  CLUSTER_CULLING_HUAWEI: 524288,
} as const;
export type VkShaderStageFlagBits = number;

export const VkShadingRatePaletteEntryNV = {
  NO_INVOCATIONS: 0,
  ENTRY_16_INVOCATIONS_PER_PIXEL: 1,
  ENTRY_8_INVOCATIONS_PER_PIXEL: 2,
  ENTRY_4_INVOCATIONS_PER_PIXEL: 3,
  ENTRY_2_INVOCATIONS_PER_PIXEL: 4,
  ENTRY_1_INVOCATION_PER_PIXEL: 5,
  ENTRY_1_INVOCATION_PER_2X1_PIXELS: 6,
  ENTRY_1_INVOCATION_PER_1X2_PIXELS: 7,
  ENTRY_1_INVOCATION_PER_2X2_PIXELS: 8,
  ENTRY_1_INVOCATION_PER_4X2_PIXELS: 9,
  ENTRY_1_INVOCATION_PER_2X4_PIXELS: 10,
  ENTRY_1_INVOCATION_PER_4X4_PIXELS: 11,
} as const;
export type VkShadingRatePaletteEntryNV = (typeof VkShadingRatePaletteEntryNV)[keyof typeof VkShadingRatePaletteEntryNV];

export const VkSharingMode = {
  EXCLUSIVE: 0,
  CONCURRENT: 1,
} as const;
export type VkSharingMode = (typeof VkSharingMode)[keyof typeof VkSharingMode];

export const VkSparseImageFormatFlagBits = {
  SINGLE_MIPTAIL: 1,
  ALIGNED_MIP_SIZE: 2,
  NONSTANDARD_BLOCK_SIZE: 4,
} as const;
export type VkSparseImageFormatFlagBits = number;

export const VkSparseMemoryBindFlagBits = {
  METADATA: 1,
} as const;
export type VkSparseMemoryBindFlagBits = number;

export const VkStencilFaceFlagBits = {
  FRONT: 1,
  BACK: 2,
  FRONT_AND_BACK: 3,
  VK_STENCIL_FRONT_AND_BACK: 3,
} as const;
export type VkStencilFaceFlagBits = number;

export const VkStencilOp = {
  KEEP: 0,
  ZERO: 1,
  REPLACE: 2,
  INCREMENT_AND_CLAMP: 3,
  DECREMENT_AND_CLAMP: 4,
  INVERT: 5,
  INCREMENT_AND_WRAP: 6,
  DECREMENT_AND_WRAP: 7,
} as const;
export type VkStencilOp = (typeof VkStencilOp)[keyof typeof VkStencilOp];

export const VkStructureType = {
  APPLICATION_INFO: 0,
  INSTANCE_CREATE_INFO: 1,
  DEVICE_QUEUE_CREATE_INFO: 2,
  DEVICE_CREATE_INFO: 3,
  SUBMIT_INFO: 4,
  MEMORY_ALLOCATE_INFO: 5,
  MAPPED_MEMORY_RANGE: 6,
  BIND_SPARSE_INFO: 7,
  FENCE_CREATE_INFO: 8,
  SEMAPHORE_CREATE_INFO: 9,
  EVENT_CREATE_INFO: 10,
  QUERY_POOL_CREATE_INFO: 11,
  BUFFER_CREATE_INFO: 12,
  BUFFER_VIEW_CREATE_INFO: 13,
  IMAGE_CREATE_INFO: 14,
  IMAGE_VIEW_CREATE_INFO: 15,
  SHADER_MODULE_CREATE_INFO: 16,
  PIPELINE_CACHE_CREATE_INFO: 17,
  PIPELINE_SHADER_STAGE_CREATE_INFO: 18,
  PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO: 19,
  PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO: 20,
  PIPELINE_TESSELLATION_STATE_CREATE_INFO: 21,
  PIPELINE_VIEWPORT_STATE_CREATE_INFO: 22,
  PIPELINE_RASTERIZATION_STATE_CREATE_INFO: 23,
  PIPELINE_MULTISAMPLE_STATE_CREATE_INFO: 24,
  PIPELINE_DEPTH_STENCIL_STATE_CREATE_INFO: 25,
  PIPELINE_COLOR_BLEND_STATE_CREATE_INFO: 26,
  PIPELINE_DYNAMIC_STATE_CREATE_INFO: 27,
  GRAPHICS_PIPELINE_CREATE_INFO: 28,
  COMPUTE_PIPELINE_CREATE_INFO: 29,
  PIPELINE_LAYOUT_CREATE_INFO: 30,
  SAMPLER_CREATE_INFO: 31,
  DESCRIPTOR_SET_LAYOUT_CREATE_INFO: 32,
  DESCRIPTOR_POOL_CREATE_INFO: 33,
  DESCRIPTOR_SET_ALLOCATE_INFO: 34,
  WRITE_DESCRIPTOR_SET: 35,
  COPY_DESCRIPTOR_SET: 36,
  FRAMEBUFFER_CREATE_INFO: 37,
  RENDER_PASS_CREATE_INFO: 38,
  COMMAND_POOL_CREATE_INFO: 39,
  COMMAND_BUFFER_ALLOCATE_INFO: 40,
  COMMAND_BUFFER_INHERITANCE_INFO: 41,
  COMMAND_BUFFER_BEGIN_INFO: 42,
  RENDER_PASS_BEGIN_INFO: 43,
  BUFFER_MEMORY_BARRIER: 44,
  IMAGE_MEMORY_BARRIER: 45,
  MEMORY_BARRIER: 46,
  LOADER_INSTANCE_CREATE_INFO: 47,
  LOADER_DEVICE_CREATE_INFO: 48,
  SWAPCHAIN_CREATE_INFO_KHR: 1000001000,
  PRESENT_INFO_KHR: 1000001001,
  DEVICE_GROUP_PRESENT_CAPABILITIES_KHR: 1000060007,
  IMAGE_SWAPCHAIN_CREATE_INFO_KHR: 1000060008,
  BIND_IMAGE_MEMORY_SWAPCHAIN_INFO_KHR: 1000060009,
  ACQUIRE_NEXT_IMAGE_INFO_KHR: 1000060010,
  DEVICE_GROUP_PRESENT_INFO_KHR: 1000060011,
  DEVICE_GROUP_SWAPCHAIN_CREATE_INFO_KHR: 1000060012,
  DISPLAY_MODE_CREATE_INFO_KHR: 1000002000,
  DISPLAY_SURFACE_CREATE_INFO_KHR: 1000002001,
  DISPLAY_PRESENT_INFO_KHR: 1000003000,
  XLIB_SURFACE_CREATE_INFO_KHR: 1000004000,
  XCB_SURFACE_CREATE_INFO_KHR: 1000005000,
  WAYLAND_SURFACE_CREATE_INFO_KHR: 1000006000,
  ANDROID_SURFACE_CREATE_INFO_KHR: 1000008000,
  WIN32_SURFACE_CREATE_INFO_KHR: 1000009000,
  DEBUG_REPORT_CALLBACK_CREATE_INFO_EXT: 1000011000,
  DEBUG_REPORT_CREATE_INFO_EXT: 1000011000,
  PIPELINE_RASTERIZATION_STATE_RASTERIZATION_ORDER_AMD: 1000018000,
  DEBUG_MARKER_OBJECT_NAME_INFO_EXT: 1000022000,
  DEBUG_MARKER_OBJECT_TAG_INFO_EXT: 1000022001,
  DEBUG_MARKER_MARKER_INFO_EXT: 1000022002,
  VIDEO_PROFILE_INFO_KHR: 1000023000,
  VIDEO_CAPABILITIES_KHR: 1000023001,
  VIDEO_PICTURE_RESOURCE_INFO_KHR: 1000023002,
  VIDEO_SESSION_MEMORY_REQUIREMENTS_KHR: 1000023003,
  BIND_VIDEO_SESSION_MEMORY_INFO_KHR: 1000023004,
  VIDEO_SESSION_CREATE_INFO_KHR: 1000023005,
  VIDEO_SESSION_PARAMETERS_CREATE_INFO_KHR: 1000023006,
  VIDEO_SESSION_PARAMETERS_UPDATE_INFO_KHR: 1000023007,
  VIDEO_BEGIN_CODING_INFO_KHR: 1000023008,
  VIDEO_END_CODING_INFO_KHR: 1000023009,
  VIDEO_CODING_CONTROL_INFO_KHR: 1000023010,
  VIDEO_REFERENCE_SLOT_INFO_KHR: 1000023011,
  QUEUE_FAMILY_VIDEO_PROPERTIES_KHR: 1000023012,
  VIDEO_PROFILE_LIST_INFO_KHR: 1000023013,
  PHYSICAL_DEVICE_VIDEO_FORMAT_INFO_KHR: 1000023014,
  VIDEO_FORMAT_PROPERTIES_KHR: 1000023015,
  QUEUE_FAMILY_QUERY_RESULT_STATUS_PROPERTIES_KHR: 1000023016,
  VIDEO_DECODE_INFO_KHR: 1000024000,
  VIDEO_DECODE_CAPABILITIES_KHR: 1000024001,
  VIDEO_DECODE_USAGE_INFO_KHR: 1000024002,
  DEDICATED_ALLOCATION_IMAGE_CREATE_INFO_NV: 1000026000,
  DEDICATED_ALLOCATION_BUFFER_CREATE_INFO_NV: 1000026001,
  DEDICATED_ALLOCATION_MEMORY_ALLOCATE_INFO_NV: 1000026002,
  PHYSICAL_DEVICE_TRANSFORM_FEEDBACK_FEATURES_EXT: 1000028000,
  PHYSICAL_DEVICE_TRANSFORM_FEEDBACK_PROPERTIES_EXT: 1000028001,
  PIPELINE_RASTERIZATION_STATE_STREAM_CREATE_INFO_EXT: 1000028002,
  CU_MODULE_CREATE_INFO_NVX: 1000029000,
  CU_FUNCTION_CREATE_INFO_NVX: 1000029001,
  CU_LAUNCH_INFO_NVX: 1000029002,
  CU_MODULE_TEXTURING_MODE_CREATE_INFO_NVX: 1000029004,
  IMAGE_VIEW_HANDLE_INFO_NVX: 1000030000,
  IMAGE_VIEW_ADDRESS_PROPERTIES_NVX: 1000030001,
  VIDEO_ENCODE_H264_CAPABILITIES_KHR: 1000038000,
  VIDEO_ENCODE_H264_SESSION_PARAMETERS_CREATE_INFO_KHR: 1000038001,
  VIDEO_ENCODE_H264_SESSION_PARAMETERS_ADD_INFO_KHR: 1000038002,
  VIDEO_ENCODE_H264_PICTURE_INFO_KHR: 1000038003,
  VIDEO_ENCODE_H264_DPB_SLOT_INFO_KHR: 1000038004,
  VIDEO_ENCODE_H264_NALU_SLICE_INFO_KHR: 1000038005,
  VIDEO_ENCODE_H264_GOP_REMAINING_FRAME_INFO_KHR: 1000038006,
  VIDEO_ENCODE_H264_PROFILE_INFO_KHR: 1000038007,
  VIDEO_ENCODE_H264_RATE_CONTROL_INFO_KHR: 1000038008,
  VIDEO_ENCODE_H264_RATE_CONTROL_LAYER_INFO_KHR: 1000038009,
  VIDEO_ENCODE_H264_SESSION_CREATE_INFO_KHR: 1000038010,
  VIDEO_ENCODE_H264_QUALITY_LEVEL_PROPERTIES_KHR: 1000038011,
  VIDEO_ENCODE_H264_SESSION_PARAMETERS_GET_INFO_KHR: 1000038012,
  VIDEO_ENCODE_H264_SESSION_PARAMETERS_FEEDBACK_INFO_KHR: 1000038013,
  VIDEO_ENCODE_H265_CAPABILITIES_KHR: 1000039000,
  VIDEO_ENCODE_H265_SESSION_PARAMETERS_CREATE_INFO_KHR: 1000039001,
  VIDEO_ENCODE_H265_SESSION_PARAMETERS_ADD_INFO_KHR: 1000039002,
  VIDEO_ENCODE_H265_PICTURE_INFO_KHR: 1000039003,
  VIDEO_ENCODE_H265_DPB_SLOT_INFO_KHR: 1000039004,
  VIDEO_ENCODE_H265_NALU_SLICE_SEGMENT_INFO_KHR: 1000039005,
  VIDEO_ENCODE_H265_GOP_REMAINING_FRAME_INFO_KHR: 1000039006,
  VIDEO_ENCODE_H265_PROFILE_INFO_KHR: 1000039007,
  VIDEO_ENCODE_H265_RATE_CONTROL_INFO_KHR: 1000039009,
  VIDEO_ENCODE_H265_RATE_CONTROL_LAYER_INFO_KHR: 1000039010,
  VIDEO_ENCODE_H265_SESSION_CREATE_INFO_KHR: 1000039011,
  VIDEO_ENCODE_H265_QUALITY_LEVEL_PROPERTIES_KHR: 1000039012,
  VIDEO_ENCODE_H265_SESSION_PARAMETERS_GET_INFO_KHR: 1000039013,
  VIDEO_ENCODE_H265_SESSION_PARAMETERS_FEEDBACK_INFO_KHR: 1000039014,
  VIDEO_DECODE_H264_CAPABILITIES_KHR: 1000040000,
  VIDEO_DECODE_H264_PICTURE_INFO_KHR: 1000040001,
  VIDEO_DECODE_H264_PROFILE_INFO_KHR: 1000040003,
  VIDEO_DECODE_H264_SESSION_PARAMETERS_CREATE_INFO_KHR: 1000040004,
  VIDEO_DECODE_H264_SESSION_PARAMETERS_ADD_INFO_KHR: 1000040005,
  VIDEO_DECODE_H264_DPB_SLOT_INFO_KHR: 1000040006,
  TEXTURE_LOD_GATHER_FORMAT_PROPERTIES_AMD: 1000041000,
  RENDERING_INFO_KHR: 1000044000,
  RENDERING_ATTACHMENT_INFO_KHR: 1000044001,
  PIPELINE_RENDERING_CREATE_INFO_KHR: 1000044002,
  PHYSICAL_DEVICE_DYNAMIC_RENDERING_FEATURES_KHR: 1000044003,
  COMMAND_BUFFER_INHERITANCE_RENDERING_INFO_KHR: 1000044004,
  STREAM_DESCRIPTOR_SURFACE_CREATE_INFO_GGP: 1000049000,
  PHYSICAL_DEVICE_CORNER_SAMPLED_IMAGE_FEATURES_NV: 1000050000,
  RENDER_PASS_MULTIVIEW_CREATE_INFO_KHR: 1000053000,
  PHYSICAL_DEVICE_MULTIVIEW_FEATURES_KHR: 1000053001,
  PHYSICAL_DEVICE_MULTIVIEW_PROPERTIES_KHR: 1000053002,
  EXTERNAL_MEMORY_IMAGE_CREATE_INFO_NV: 1000056000,
  EXPORT_MEMORY_ALLOCATE_INFO_NV: 1000056001,
  IMPORT_MEMORY_WIN32_HANDLE_INFO_NV: 1000057000,
  EXPORT_MEMORY_WIN32_HANDLE_INFO_NV: 1000057001,
  WIN32_KEYED_MUTEX_ACQUIRE_RELEASE_INFO_NV: 1000058000,
  PHYSICAL_DEVICE_FEATURES_2_KHR: 1000059000,
  PHYSICAL_DEVICE_PROPERTIES_2_KHR: 1000059001,
  FORMAT_PROPERTIES_2_KHR: 1000059002,
  IMAGE_FORMAT_PROPERTIES_2_KHR: 1000059003,
  PHYSICAL_DEVICE_IMAGE_FORMAT_INFO_2_KHR: 1000059004,
  QUEUE_FAMILY_PROPERTIES_2_KHR: 1000059005,
  PHYSICAL_DEVICE_MEMORY_PROPERTIES_2_KHR: 1000059006,
  SPARSE_IMAGE_FORMAT_PROPERTIES_2_KHR: 1000059007,
  PHYSICAL_DEVICE_SPARSE_IMAGE_FORMAT_INFO_2_KHR: 1000059008,
  MEMORY_ALLOCATE_FLAGS_INFO_KHR: 1000060000,
  DEVICE_GROUP_RENDER_PASS_BEGIN_INFO_KHR: 1000060003,
  DEVICE_GROUP_COMMAND_BUFFER_BEGIN_INFO_KHR: 1000060004,
  DEVICE_GROUP_SUBMIT_INFO_KHR: 1000060005,
  DEVICE_GROUP_BIND_SPARSE_INFO_KHR: 1000060006,
  BIND_BUFFER_MEMORY_DEVICE_GROUP_INFO_KHR: 1000060013,
  BIND_IMAGE_MEMORY_DEVICE_GROUP_INFO_KHR: 1000060014,
  VALIDATION_FLAGS_EXT: 1000061000,
  VI_SURFACE_CREATE_INFO_NN: 1000062000,
  PHYSICAL_DEVICE_TEXTURE_COMPRESSION_ASTC_HDR_FEATURES_EXT: 1000066000,
  IMAGE_VIEW_ASTC_DECODE_MODE_EXT: 1000067000,
  PHYSICAL_DEVICE_ASTC_DECODE_FEATURES_EXT: 1000067001,
  PIPELINE_ROBUSTNESS_CREATE_INFO_EXT: 1000068000,
  PHYSICAL_DEVICE_PIPELINE_ROBUSTNESS_FEATURES_EXT: 1000068001,
  PHYSICAL_DEVICE_PIPELINE_ROBUSTNESS_PROPERTIES_EXT: 1000068002,
  PHYSICAL_DEVICE_GROUP_PROPERTIES_KHR: 1000070000,
  DEVICE_GROUP_DEVICE_CREATE_INFO_KHR: 1000070001,
  PHYSICAL_DEVICE_EXTERNAL_IMAGE_FORMAT_INFO_KHR: 1000071000,
  EXTERNAL_IMAGE_FORMAT_PROPERTIES_KHR: 1000071001,
  PHYSICAL_DEVICE_EXTERNAL_BUFFER_INFO_KHR: 1000071002,
  EXTERNAL_BUFFER_PROPERTIES_KHR: 1000071003,
  PHYSICAL_DEVICE_ID_PROPERTIES_KHR: 1000071004,
  EXTERNAL_MEMORY_BUFFER_CREATE_INFO_KHR: 1000072000,
  EXTERNAL_MEMORY_IMAGE_CREATE_INFO_KHR: 1000072001,
  EXPORT_MEMORY_ALLOCATE_INFO_KHR: 1000072002,
  IMPORT_MEMORY_WIN32_HANDLE_INFO_KHR: 1000073000,
  EXPORT_MEMORY_WIN32_HANDLE_INFO_KHR: 1000073001,
  MEMORY_WIN32_HANDLE_PROPERTIES_KHR: 1000073002,
  MEMORY_GET_WIN32_HANDLE_INFO_KHR: 1000073003,
  IMPORT_MEMORY_FD_INFO_KHR: 1000074000,
  MEMORY_FD_PROPERTIES_KHR: 1000074001,
  MEMORY_GET_FD_INFO_KHR: 1000074002,
  WIN32_KEYED_MUTEX_ACQUIRE_RELEASE_INFO_KHR: 1000075000,
  PHYSICAL_DEVICE_EXTERNAL_SEMAPHORE_INFO_KHR: 1000076000,
  EXTERNAL_SEMAPHORE_PROPERTIES_KHR: 1000076001,
  EXPORT_SEMAPHORE_CREATE_INFO_KHR: 1000077000,
  IMPORT_SEMAPHORE_WIN32_HANDLE_INFO_KHR: 1000078000,
  EXPORT_SEMAPHORE_WIN32_HANDLE_INFO_KHR: 1000078001,
  D3D12_FENCE_SUBMIT_INFO_KHR: 1000078002,
  SEMAPHORE_GET_WIN32_HANDLE_INFO_KHR: 1000078003,
  IMPORT_SEMAPHORE_FD_INFO_KHR: 1000079000,
  SEMAPHORE_GET_FD_INFO_KHR: 1000079001,
  PHYSICAL_DEVICE_PUSH_DESCRIPTOR_PROPERTIES_KHR: 1000080000,
  COMMAND_BUFFER_INHERITANCE_CONDITIONAL_RENDERING_INFO_EXT: 1000081000,
  PHYSICAL_DEVICE_CONDITIONAL_RENDERING_FEATURES_EXT: 1000081001,
  CONDITIONAL_RENDERING_BEGIN_INFO_EXT: 1000081002,
  PHYSICAL_DEVICE_SHADER_FLOAT16_INT8_FEATURES_KHR: 1000082000,
  PHYSICAL_DEVICE_FLOAT16_INT8_FEATURES_KHR: 1000082000,
  PHYSICAL_DEVICE_16BIT_STORAGE_FEATURES_KHR: 1000083000,
  PRESENT_REGIONS_KHR: 1000084000,
  DESCRIPTOR_UPDATE_TEMPLATE_CREATE_INFO_KHR: 1000085000,
  PIPELINE_VIEWPORT_W_SCALING_STATE_CREATE_INFO_NV: 1000087000,
  SURFACE_CAPABILITIES_2_EXT: 1000090000,
  SURFACE_CAPABILITIES2_EXT: 1000090000,
  DISPLAY_POWER_INFO_EXT: 1000091000,
  DEVICE_EVENT_INFO_EXT: 1000091001,
  DISPLAY_EVENT_INFO_EXT: 1000091002,
  SWAPCHAIN_COUNTER_CREATE_INFO_EXT: 1000091003,
  PRESENT_TIMES_INFO_GOOGLE: 1000092000,
  PHYSICAL_DEVICE_MULTIVIEW_PER_VIEW_ATTRIBUTES_PROPERTIES_NVX: 1000097000,
  MULTIVIEW_PER_VIEW_ATTRIBUTES_INFO_NVX: 1000044009,
  PIPELINE_VIEWPORT_SWIZZLE_STATE_CREATE_INFO_NV: 1000098000,
  PHYSICAL_DEVICE_DISCARD_RECTANGLE_PROPERTIES_EXT: 1000099000,
  PIPELINE_DISCARD_RECTANGLE_STATE_CREATE_INFO_EXT: 1000099001,
  PHYSICAL_DEVICE_CONSERVATIVE_RASTERIZATION_PROPERTIES_EXT: 1000101000,
  PIPELINE_RASTERIZATION_CONSERVATIVE_STATE_CREATE_INFO_EXT: 1000101001,
  PHYSICAL_DEVICE_DEPTH_CLIP_ENABLE_FEATURES_EXT: 1000102000,
  PIPELINE_RASTERIZATION_DEPTH_CLIP_STATE_CREATE_INFO_EXT: 1000102001,
  HDR_METADATA_EXT: 1000105000,
  PHYSICAL_DEVICE_IMAGELESS_FRAMEBUFFER_FEATURES_KHR: 1000108000,
  FRAMEBUFFER_ATTACHMENTS_CREATE_INFO_KHR: 1000108001,
  FRAMEBUFFER_ATTACHMENT_IMAGE_INFO_KHR: 1000108002,
  RENDER_PASS_ATTACHMENT_BEGIN_INFO_KHR: 1000108003,
  ATTACHMENT_DESCRIPTION_2_KHR: 1000109000,
  ATTACHMENT_REFERENCE_2_KHR: 1000109001,
  SUBPASS_DESCRIPTION_2_KHR: 1000109002,
  SUBPASS_DEPENDENCY_2_KHR: 1000109003,
  RENDER_PASS_CREATE_INFO_2_KHR: 1000109004,
  SUBPASS_BEGIN_INFO_KHR: 1000109005,
  SUBPASS_END_INFO_KHR: 1000109006,
  PHYSICAL_DEVICE_RELAXED_LINE_RASTERIZATION_FEATURES_IMG: 1000110000,
  SHARED_PRESENT_SURFACE_CAPABILITIES_KHR: 1000111000,
  PHYSICAL_DEVICE_EXTERNAL_FENCE_INFO_KHR: 1000112000,
  EXTERNAL_FENCE_PROPERTIES_KHR: 1000112001,
  EXPORT_FENCE_CREATE_INFO_KHR: 1000113000,
  IMPORT_FENCE_WIN32_HANDLE_INFO_KHR: 1000114000,
  EXPORT_FENCE_WIN32_HANDLE_INFO_KHR: 1000114001,
  FENCE_GET_WIN32_HANDLE_INFO_KHR: 1000114002,
  IMPORT_FENCE_FD_INFO_KHR: 1000115000,
  FENCE_GET_FD_INFO_KHR: 1000115001,
  PHYSICAL_DEVICE_PERFORMANCE_QUERY_FEATURES_KHR: 1000116000,
  PHYSICAL_DEVICE_PERFORMANCE_QUERY_PROPERTIES_KHR: 1000116001,
  QUERY_POOL_PERFORMANCE_CREATE_INFO_KHR: 1000116002,
  PERFORMANCE_QUERY_SUBMIT_INFO_KHR: 1000116003,
  ACQUIRE_PROFILING_LOCK_INFO_KHR: 1000116004,
  PERFORMANCE_COUNTER_KHR: 1000116005,
  PERFORMANCE_COUNTER_DESCRIPTION_KHR: 1000116006,
  PHYSICAL_DEVICE_POINT_CLIPPING_PROPERTIES_KHR: 1000117000,
  RENDER_PASS_INPUT_ATTACHMENT_ASPECT_CREATE_INFO_KHR: 1000117001,
  IMAGE_VIEW_USAGE_CREATE_INFO_KHR: 1000117002,
  PIPELINE_TESSELLATION_DOMAIN_ORIGIN_STATE_CREATE_INFO_KHR: 1000117003,
  PHYSICAL_DEVICE_SURFACE_INFO_2_KHR: 1000119000,
  SURFACE_CAPABILITIES_2_KHR: 1000119001,
  SURFACE_FORMAT_2_KHR: 1000119002,
  PHYSICAL_DEVICE_VARIABLE_POINTERS_FEATURES_KHR: 1000120000,
  PHYSICAL_DEVICE_VARIABLE_POINTER_FEATURES_KHR: 1000120000,
  DISPLAY_PROPERTIES_2_KHR: 1000121000,
  DISPLAY_PLANE_PROPERTIES_2_KHR: 1000121001,
  DISPLAY_MODE_PROPERTIES_2_KHR: 1000121002,
  DISPLAY_PLANE_INFO_2_KHR: 1000121003,
  DISPLAY_PLANE_CAPABILITIES_2_KHR: 1000121004,
  IOS_SURFACE_CREATE_INFO_MVK: 1000122000,
  MACOS_SURFACE_CREATE_INFO_MVK: 1000123000,
  MEMORY_DEDICATED_REQUIREMENTS_KHR: 1000127000,
  MEMORY_DEDICATED_ALLOCATE_INFO_KHR: 1000127001,
  DEBUG_UTILS_OBJECT_NAME_INFO_EXT: 1000128000,
  DEBUG_UTILS_OBJECT_TAG_INFO_EXT: 1000128001,
  DEBUG_UTILS_LABEL_EXT: 1000128002,
  DEBUG_UTILS_MESSENGER_CALLBACK_DATA_EXT: 1000128003,
  DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT: 1000128004,
  ANDROID_HARDWARE_BUFFER_USAGE_ANDROID: 1000129000,
  ANDROID_HARDWARE_BUFFER_PROPERTIES_ANDROID: 1000129001,
  ANDROID_HARDWARE_BUFFER_FORMAT_PROPERTIES_ANDROID: 1000129002,
  IMPORT_ANDROID_HARDWARE_BUFFER_INFO_ANDROID: 1000129003,
  MEMORY_GET_ANDROID_HARDWARE_BUFFER_INFO_ANDROID: 1000129004,
  EXTERNAL_FORMAT_ANDROID: 1000129005,
  ANDROID_HARDWARE_BUFFER_FORMAT_PROPERTIES_2_ANDROID: 1000129006,
  PHYSICAL_DEVICE_SAMPLER_FILTER_MINMAX_PROPERTIES_EXT: 1000130000,
  SAMPLER_REDUCTION_MODE_CREATE_INFO_EXT: 1000130001,
  PHYSICAL_DEVICE_SHADER_ENQUEUE_FEATURES_AMDX: 1000134000,
  PHYSICAL_DEVICE_SHADER_ENQUEUE_PROPERTIES_AMDX: 1000134001,
  EXECUTION_GRAPH_PIPELINE_SCRATCH_SIZE_AMDX: 1000134002,
  EXECUTION_GRAPH_PIPELINE_CREATE_INFO_AMDX: 1000134003,
  PIPELINE_SHADER_STAGE_NODE_CREATE_INFO_AMDX: 1000134004,
  ATTACHMENT_SAMPLE_COUNT_INFO_AMD: 1000044008,
  PHYSICAL_DEVICE_INLINE_UNIFORM_BLOCK_FEATURES_EXT: 1000138000,
  PHYSICAL_DEVICE_INLINE_UNIFORM_BLOCK_PROPERTIES_EXT: 1000138001,
  WRITE_DESCRIPTOR_SET_INLINE_UNIFORM_BLOCK_EXT: 1000138002,
  DESCRIPTOR_POOL_INLINE_UNIFORM_BLOCK_CREATE_INFO_EXT: 1000138003,
  SAMPLE_LOCATIONS_INFO_EXT: 1000143000,
  RENDER_PASS_SAMPLE_LOCATIONS_BEGIN_INFO_EXT: 1000143001,
  PIPELINE_SAMPLE_LOCATIONS_STATE_CREATE_INFO_EXT: 1000143002,
  PHYSICAL_DEVICE_SAMPLE_LOCATIONS_PROPERTIES_EXT: 1000143003,
  MULTISAMPLE_PROPERTIES_EXT: 1000143004,
  BUFFER_MEMORY_REQUIREMENTS_INFO_2_KHR: 1000146000,
  IMAGE_MEMORY_REQUIREMENTS_INFO_2_KHR: 1000146001,
  IMAGE_SPARSE_MEMORY_REQUIREMENTS_INFO_2_KHR: 1000146002,
  MEMORY_REQUIREMENTS_2_KHR: 1000146003,
  SPARSE_IMAGE_MEMORY_REQUIREMENTS_2_KHR: 1000146004,
  IMAGE_FORMAT_LIST_CREATE_INFO_KHR: 1000147000,
  PHYSICAL_DEVICE_BLEND_OPERATION_ADVANCED_FEATURES_EXT: 1000148000,
  PHYSICAL_DEVICE_BLEND_OPERATION_ADVANCED_PROPERTIES_EXT: 1000148001,
  PIPELINE_COLOR_BLEND_ADVANCED_STATE_CREATE_INFO_EXT: 1000148002,
  PIPELINE_COVERAGE_TO_COLOR_STATE_CREATE_INFO_NV: 1000149000,
  WRITE_DESCRIPTOR_SET_ACCELERATION_STRUCTURE_KHR: 1000150007,
  ACCELERATION_STRUCTURE_BUILD_GEOMETRY_INFO_KHR: 1000150000,
  ACCELERATION_STRUCTURE_DEVICE_ADDRESS_INFO_KHR: 1000150002,
  ACCELERATION_STRUCTURE_GEOMETRY_AABBS_DATA_KHR: 1000150003,
  ACCELERATION_STRUCTURE_GEOMETRY_INSTANCES_DATA_KHR: 1000150004,
  ACCELERATION_STRUCTURE_GEOMETRY_TRIANGLES_DATA_KHR: 1000150005,
  ACCELERATION_STRUCTURE_GEOMETRY_KHR: 1000150006,
  ACCELERATION_STRUCTURE_VERSION_INFO_KHR: 1000150009,
  COPY_ACCELERATION_STRUCTURE_INFO_KHR: 1000150010,
  COPY_ACCELERATION_STRUCTURE_TO_MEMORY_INFO_KHR: 1000150011,
  COPY_MEMORY_TO_ACCELERATION_STRUCTURE_INFO_KHR: 1000150012,
  PHYSICAL_DEVICE_ACCELERATION_STRUCTURE_FEATURES_KHR: 1000150013,
  PHYSICAL_DEVICE_ACCELERATION_STRUCTURE_PROPERTIES_KHR: 1000150014,
  ACCELERATION_STRUCTURE_CREATE_INFO_KHR: 1000150017,
  ACCELERATION_STRUCTURE_BUILD_SIZES_INFO_KHR: 1000150020,
  PHYSICAL_DEVICE_RAY_TRACING_PIPELINE_FEATURES_KHR: 1000347000,
  PHYSICAL_DEVICE_RAY_TRACING_PIPELINE_PROPERTIES_KHR: 1000347001,
  RAY_TRACING_PIPELINE_CREATE_INFO_KHR: 1000150015,
  RAY_TRACING_SHADER_GROUP_CREATE_INFO_KHR: 1000150016,
  RAY_TRACING_PIPELINE_INTERFACE_CREATE_INFO_KHR: 1000150018,
  PHYSICAL_DEVICE_RAY_QUERY_FEATURES_KHR: 1000348013,
  PIPELINE_COVERAGE_MODULATION_STATE_CREATE_INFO_NV: 1000152000,
  ATTACHMENT_SAMPLE_COUNT_INFO_NV: 1000044008,
  PHYSICAL_DEVICE_SHADER_SM_BUILTINS_FEATURES_NV: 1000154000,
  PHYSICAL_DEVICE_SHADER_SM_BUILTINS_PROPERTIES_NV: 1000154001,
  SAMPLER_YCBCR_CONVERSION_CREATE_INFO_KHR: 1000156000,
  SAMPLER_YCBCR_CONVERSION_INFO_KHR: 1000156001,
  BIND_IMAGE_PLANE_MEMORY_INFO_KHR: 1000156002,
  IMAGE_PLANE_MEMORY_REQUIREMENTS_INFO_KHR: 1000156003,
  PHYSICAL_DEVICE_SAMPLER_YCBCR_CONVERSION_FEATURES_KHR: 1000156004,
  SAMPLER_YCBCR_CONVERSION_IMAGE_FORMAT_PROPERTIES_KHR: 1000156005,
  BIND_BUFFER_MEMORY_INFO_KHR: 1000157000,
  BIND_IMAGE_MEMORY_INFO_KHR: 1000157001,
  DRM_FORMAT_MODIFIER_PROPERTIES_LIST_EXT: 1000158000,
  PHYSICAL_DEVICE_IMAGE_DRM_FORMAT_MODIFIER_INFO_EXT: 1000158002,
  IMAGE_DRM_FORMAT_MODIFIER_LIST_CREATE_INFO_EXT: 1000158003,
  IMAGE_DRM_FORMAT_MODIFIER_EXPLICIT_CREATE_INFO_EXT: 1000158004,
  IMAGE_DRM_FORMAT_MODIFIER_PROPERTIES_EXT: 1000158005,
  DRM_FORMAT_MODIFIER_PROPERTIES_LIST_2_EXT: 1000158006,
  VALIDATION_CACHE_CREATE_INFO_EXT: 1000160000,
  SHADER_MODULE_VALIDATION_CACHE_CREATE_INFO_EXT: 1000160001,
  DESCRIPTOR_SET_LAYOUT_BINDING_FLAGS_CREATE_INFO_EXT: 1000161000,
  PHYSICAL_DEVICE_DESCRIPTOR_INDEXING_FEATURES_EXT: 1000161001,
  PHYSICAL_DEVICE_DESCRIPTOR_INDEXING_PROPERTIES_EXT: 1000161002,
  DESCRIPTOR_SET_VARIABLE_DESCRIPTOR_COUNT_ALLOCATE_INFO_EXT: 1000161003,
  DESCRIPTOR_SET_VARIABLE_DESCRIPTOR_COUNT_LAYOUT_SUPPORT_EXT: 1000161004,
  PHYSICAL_DEVICE_PORTABILITY_SUBSET_FEATURES_KHR: 1000163000,
  PHYSICAL_DEVICE_PORTABILITY_SUBSET_PROPERTIES_KHR: 1000163001,
  PIPELINE_VIEWPORT_SHADING_RATE_IMAGE_STATE_CREATE_INFO_NV: 1000164000,
  PHYSICAL_DEVICE_SHADING_RATE_IMAGE_FEATURES_NV: 1000164001,
  PHYSICAL_DEVICE_SHADING_RATE_IMAGE_PROPERTIES_NV: 1000164002,
  PIPELINE_VIEWPORT_COARSE_SAMPLE_ORDER_STATE_CREATE_INFO_NV: 1000164005,
  RAY_TRACING_PIPELINE_CREATE_INFO_NV: 1000165000,
  ACCELERATION_STRUCTURE_CREATE_INFO_NV: 1000165001,
  GEOMETRY_NV: 1000165003,
  GEOMETRY_TRIANGLES_NV: 1000165004,
  GEOMETRY_AABB_NV: 1000165005,
  BIND_ACCELERATION_STRUCTURE_MEMORY_INFO_NV: 1000165006,
  WRITE_DESCRIPTOR_SET_ACCELERATION_STRUCTURE_NV: 1000165007,
  ACCELERATION_STRUCTURE_MEMORY_REQUIREMENTS_INFO_NV: 1000165008,
  PHYSICAL_DEVICE_RAY_TRACING_PROPERTIES_NV: 1000165009,
  RAY_TRACING_SHADER_GROUP_CREATE_INFO_NV: 1000165011,
  ACCELERATION_STRUCTURE_INFO_NV: 1000165012,
  PHYSICAL_DEVICE_REPRESENTATIVE_FRAGMENT_TEST_FEATURES_NV: 1000166000,
  PIPELINE_REPRESENTATIVE_FRAGMENT_TEST_STATE_CREATE_INFO_NV: 1000166001,
  PHYSICAL_DEVICE_MAINTENANCE_3_PROPERTIES_KHR: 1000168000,
  DESCRIPTOR_SET_LAYOUT_SUPPORT_KHR: 1000168001,
  PHYSICAL_DEVICE_IMAGE_VIEW_IMAGE_FORMAT_INFO_EXT: 1000170000,
  FILTER_CUBIC_IMAGE_VIEW_IMAGE_FORMAT_PROPERTIES_EXT: 1000170001,
  DEVICE_QUEUE_GLOBAL_PRIORITY_CREATE_INFO_EXT: 1000174000,
  PHYSICAL_DEVICE_SHADER_SUBGROUP_EXTENDED_TYPES_FEATURES_KHR: 1000175000,
  PHYSICAL_DEVICE_8BIT_STORAGE_FEATURES_KHR: 1000177000,
  IMPORT_MEMORY_HOST_POINTER_INFO_EXT: 1000178000,
  MEMORY_HOST_POINTER_PROPERTIES_EXT: 1000178001,
  PHYSICAL_DEVICE_EXTERNAL_MEMORY_HOST_PROPERTIES_EXT: 1000178002,
  PHYSICAL_DEVICE_SHADER_ATOMIC_INT64_FEATURES_KHR: 1000180000,
  PHYSICAL_DEVICE_SHADER_CLOCK_FEATURES_KHR: 1000181000,
  PIPELINE_COMPILER_CONTROL_CREATE_INFO_AMD: 1000183000,
  CALIBRATED_TIMESTAMP_INFO_EXT: 1000184000,
  PHYSICAL_DEVICE_SHADER_CORE_PROPERTIES_AMD: 1000185000,
  VIDEO_DECODE_H265_CAPABILITIES_KHR: 1000187000,
  VIDEO_DECODE_H265_SESSION_PARAMETERS_CREATE_INFO_KHR: 1000187001,
  VIDEO_DECODE_H265_SESSION_PARAMETERS_ADD_INFO_KHR: 1000187002,
  VIDEO_DECODE_H265_PROFILE_INFO_KHR: 1000187003,
  VIDEO_DECODE_H265_PICTURE_INFO_KHR: 1000187004,
  VIDEO_DECODE_H265_DPB_SLOT_INFO_KHR: 1000187005,
  DEVICE_QUEUE_GLOBAL_PRIORITY_CREATE_INFO_KHR: 1000174000,
  PHYSICAL_DEVICE_GLOBAL_PRIORITY_QUERY_FEATURES_KHR: 1000388000,
  QUEUE_FAMILY_GLOBAL_PRIORITY_PROPERTIES_KHR: 1000388001,
  DEVICE_MEMORY_OVERALLOCATION_CREATE_INFO_AMD: 1000189000,
  PHYSICAL_DEVICE_VERTEX_ATTRIBUTE_DIVISOR_PROPERTIES_EXT: 1000190000,
  PIPELINE_VERTEX_INPUT_DIVISOR_STATE_CREATE_INFO_EXT: 1000190001,
  PHYSICAL_DEVICE_VERTEX_ATTRIBUTE_DIVISOR_FEATURES_EXT: 1000190002,
  PRESENT_FRAME_TOKEN_GGP: 1000191000,
  PIPELINE_CREATION_FEEDBACK_CREATE_INFO_EXT: 1000192000,
  PHYSICAL_DEVICE_DRIVER_PROPERTIES_KHR: 1000196000,
  PHYSICAL_DEVICE_FLOAT_CONTROLS_PROPERTIES_KHR: 1000197000,
  PHYSICAL_DEVICE_DEPTH_STENCIL_RESOLVE_PROPERTIES_KHR: 1000199000,
  SUBPASS_DESCRIPTION_DEPTH_STENCIL_RESOLVE_KHR: 1000199001,
  PHYSICAL_DEVICE_COMPUTE_SHADER_DERIVATIVES_FEATURES_NV: 1000201000,
  PHYSICAL_DEVICE_MESH_SHADER_FEATURES_NV: 1000202000,
  PHYSICAL_DEVICE_MESH_SHADER_PROPERTIES_NV: 1000202001,
  PHYSICAL_DEVICE_FRAGMENT_SHADER_BARYCENTRIC_FEATURES_NV: 1000203000,
  PHYSICAL_DEVICE_SHADER_IMAGE_FOOTPRINT_FEATURES_NV: 1000204000,
  PIPELINE_VIEWPORT_EXCLUSIVE_SCISSOR_STATE_CREATE_INFO_NV: 1000205000,
  PHYSICAL_DEVICE_EXCLUSIVE_SCISSOR_FEATURES_NV: 1000205002,
  CHECKPOINT_DATA_NV: 1000206000,
  QUEUE_FAMILY_CHECKPOINT_PROPERTIES_NV: 1000206001,
  QUEUE_FAMILY_CHECKPOINT_PROPERTIES_2_NV: 1000314008,
  CHECKPOINT_DATA_2_NV: 1000314009,
  PHYSICAL_DEVICE_TIMELINE_SEMAPHORE_FEATURES_KHR: 1000207000,
  PHYSICAL_DEVICE_TIMELINE_SEMAPHORE_PROPERTIES_KHR: 1000207001,
  SEMAPHORE_TYPE_CREATE_INFO_KHR: 1000207002,
  TIMELINE_SEMAPHORE_SUBMIT_INFO_KHR: 1000207003,
  SEMAPHORE_WAIT_INFO_KHR: 1000207004,
  SEMAPHORE_SIGNAL_INFO_KHR: 1000207005,
  PHYSICAL_DEVICE_SHADER_INTEGER_FUNCTIONS_2_FEATURES_INTEL: 1000209000,
  QUERY_POOL_PERFORMANCE_QUERY_CREATE_INFO_INTEL: 1000210000,
  QUERY_POOL_CREATE_INFO_INTEL: 1000210000,
  INITIALIZE_PERFORMANCE_API_INFO_INTEL: 1000210001,
  PERFORMANCE_MARKER_INFO_INTEL: 1000210002,
  PERFORMANCE_STREAM_MARKER_INFO_INTEL: 1000210003,
  PERFORMANCE_OVERRIDE_INFO_INTEL: 1000210004,
  PERFORMANCE_CONFIGURATION_ACQUIRE_INFO_INTEL: 1000210005,
  PHYSICAL_DEVICE_VULKAN_MEMORY_MODEL_FEATURES_KHR: 1000211000,
  PHYSICAL_DEVICE_PCI_BUS_INFO_PROPERTIES_EXT: 1000212000,
  DISPLAY_NATIVE_HDR_SURFACE_CAPABILITIES_AMD: 1000213000,
  SWAPCHAIN_DISPLAY_NATIVE_HDR_CREATE_INFO_AMD: 1000213001,
  IMAGEPIPE_SURFACE_CREATE_INFO_FUCHSIA: 1000214000,
  PHYSICAL_DEVICE_SHADER_TERMINATE_INVOCATION_FEATURES_KHR: 1000215000,
  METAL_SURFACE_CREATE_INFO_EXT: 1000217000,
  PHYSICAL_DEVICE_FRAGMENT_DENSITY_MAP_FEATURES_EXT: 1000218000,
  PHYSICAL_DEVICE_FRAGMENT_DENSITY_MAP_PROPERTIES_EXT: 1000218001,
  RENDER_PASS_FRAGMENT_DENSITY_MAP_CREATE_INFO_EXT: 1000218002,
  RENDERING_FRAGMENT_DENSITY_MAP_ATTACHMENT_INFO_EXT: 1000044007,
  PHYSICAL_DEVICE_SCALAR_BLOCK_LAYOUT_FEATURES_EXT: 1000221000,
  PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_PROPERTIES_EXT: 1000225000,
  PIPELINE_SHADER_STAGE_REQUIRED_SUBGROUP_SIZE_CREATE_INFO_EXT: 1000225001,
  PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_FEATURES_EXT: 1000225002,
  FRAGMENT_SHADING_RATE_ATTACHMENT_INFO_KHR: 1000226000,
  PIPELINE_FRAGMENT_SHADING_RATE_STATE_CREATE_INFO_KHR: 1000226001,
  PHYSICAL_DEVICE_FRAGMENT_SHADING_RATE_PROPERTIES_KHR: 1000226002,
  PHYSICAL_DEVICE_FRAGMENT_SHADING_RATE_FEATURES_KHR: 1000226003,
  PHYSICAL_DEVICE_FRAGMENT_SHADING_RATE_KHR: 1000226004,
  RENDERING_FRAGMENT_SHADING_RATE_ATTACHMENT_INFO_KHR: 1000044006,
  PHYSICAL_DEVICE_SHADER_CORE_PROPERTIES_2_AMD: 1000227000,
  PHYSICAL_DEVICE_COHERENT_MEMORY_FEATURES_AMD: 1000229000,
  PHYSICAL_DEVICE_DYNAMIC_RENDERING_LOCAL_READ_FEATURES_KHR: 1000232000,
  RENDERING_ATTACHMENT_LOCATION_INFO_KHR: 1000232001,
  RENDERING_INPUT_ATTACHMENT_INDEX_INFO_KHR: 1000232002,
  PHYSICAL_DEVICE_SHADER_IMAGE_ATOMIC_INT64_FEATURES_EXT: 1000234000,
  PHYSICAL_DEVICE_SHADER_QUAD_CONTROL_FEATURES_KHR: 1000235000,
  PHYSICAL_DEVICE_MEMORY_BUDGET_PROPERTIES_EXT: 1000237000,
  PHYSICAL_DEVICE_MEMORY_PRIORITY_FEATURES_EXT: 1000238000,
  MEMORY_PRIORITY_ALLOCATE_INFO_EXT: 1000238001,
  SURFACE_PROTECTED_CAPABILITIES_KHR: 1000239000,
  PHYSICAL_DEVICE_DEDICATED_ALLOCATION_IMAGE_ALIASING_FEATURES_NV: 1000240000,
  PHYSICAL_DEVICE_SEPARATE_DEPTH_STENCIL_LAYOUTS_FEATURES_KHR: 1000241000,
  ATTACHMENT_REFERENCE_STENCIL_LAYOUT_KHR: 1000241001,
  ATTACHMENT_DESCRIPTION_STENCIL_LAYOUT_KHR: 1000241002,
  PHYSICAL_DEVICE_BUFFER_DEVICE_ADDRESS_FEATURES_EXT: 1000244000,
  PHYSICAL_DEVICE_BUFFER_ADDRESS_FEATURES_EXT: 1000244000,
  BUFFER_DEVICE_ADDRESS_INFO_EXT: 1000244001,
  BUFFER_DEVICE_ADDRESS_CREATE_INFO_EXT: 1000244002,
  PHYSICAL_DEVICE_TOOL_PROPERTIES_EXT: 1000245000,
  IMAGE_STENCIL_USAGE_CREATE_INFO_EXT: 1000246000,
  VALIDATION_FEATURES_EXT: 1000247000,
  PHYSICAL_DEVICE_PRESENT_WAIT_FEATURES_KHR: 1000248000,
  PHYSICAL_DEVICE_COOPERATIVE_MATRIX_FEATURES_NV: 1000249000,
  COOPERATIVE_MATRIX_PROPERTIES_NV: 1000249001,
  PHYSICAL_DEVICE_COOPERATIVE_MATRIX_PROPERTIES_NV: 1000249002,
  PHYSICAL_DEVICE_COVERAGE_REDUCTION_MODE_FEATURES_NV: 1000250000,
  PIPELINE_COVERAGE_REDUCTION_STATE_CREATE_INFO_NV: 1000250001,
  FRAMEBUFFER_MIXED_SAMPLES_COMBINATION_NV: 1000250002,
  PHYSICAL_DEVICE_FRAGMENT_SHADER_INTERLOCK_FEATURES_EXT: 1000251000,
  PHYSICAL_DEVICE_YCBCR_IMAGE_ARRAYS_FEATURES_EXT: 1000252000,
  PHYSICAL_DEVICE_UNIFORM_BUFFER_STANDARD_LAYOUT_FEATURES_KHR: 1000253000,
  PHYSICAL_DEVICE_PROVOKING_VERTEX_FEATURES_EXT: 1000254000,
  PIPELINE_RASTERIZATION_PROVOKING_VERTEX_STATE_CREATE_INFO_EXT: 1000254001,
  PHYSICAL_DEVICE_PROVOKING_VERTEX_PROPERTIES_EXT: 1000254002,
  SURFACE_FULL_SCREEN_EXCLUSIVE_INFO_EXT: 1000255000,
  SURFACE_CAPABILITIES_FULL_SCREEN_EXCLUSIVE_EXT: 1000255002,
  SURFACE_FULL_SCREEN_EXCLUSIVE_WIN32_INFO_EXT: 1000255001,
  HEADLESS_SURFACE_CREATE_INFO_EXT: 1000256000,
  PHYSICAL_DEVICE_BUFFER_DEVICE_ADDRESS_FEATURES_KHR: 1000257000,
  BUFFER_DEVICE_ADDRESS_INFO_KHR: 1000244001,
  BUFFER_OPAQUE_CAPTURE_ADDRESS_CREATE_INFO_KHR: 1000257002,
  MEMORY_OPAQUE_CAPTURE_ADDRESS_ALLOCATE_INFO_KHR: 1000257003,
  DEVICE_MEMORY_OPAQUE_CAPTURE_ADDRESS_INFO_KHR: 1000257004,
  PHYSICAL_DEVICE_LINE_RASTERIZATION_FEATURES_EXT: 1000259000,
  PIPELINE_RASTERIZATION_LINE_STATE_CREATE_INFO_EXT: 1000259001,
  PHYSICAL_DEVICE_LINE_RASTERIZATION_PROPERTIES_EXT: 1000259002,
  PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT: 1000260000,
  PHYSICAL_DEVICE_HOST_QUERY_RESET_FEATURES_EXT: 1000261000,
  PHYSICAL_DEVICE_INDEX_TYPE_UINT8_FEATURES_EXT: 1000265000,
  PHYSICAL_DEVICE_EXTENDED_DYNAMIC_STATE_FEATURES_EXT: 1000267000,
  PHYSICAL_DEVICE_PIPELINE_EXECUTABLE_PROPERTIES_FEATURES_KHR: 1000269000,
  PIPELINE_INFO_KHR: 1000269001,
  PIPELINE_EXECUTABLE_PROPERTIES_KHR: 1000269002,
  PIPELINE_EXECUTABLE_INFO_KHR: 1000269003,
  PIPELINE_EXECUTABLE_STATISTIC_KHR: 1000269004,
  PIPELINE_EXECUTABLE_INTERNAL_REPRESENTATION_KHR: 1000269005,
  PHYSICAL_DEVICE_HOST_IMAGE_COPY_FEATURES_EXT: 1000270000,
  PHYSICAL_DEVICE_HOST_IMAGE_COPY_PROPERTIES_EXT: 1000270001,
  MEMORY_TO_IMAGE_COPY_EXT: 1000270002,
  IMAGE_TO_MEMORY_COPY_EXT: 1000270003,
  COPY_IMAGE_TO_MEMORY_INFO_EXT: 1000270004,
  COPY_MEMORY_TO_IMAGE_INFO_EXT: 1000270005,
  HOST_IMAGE_LAYOUT_TRANSITION_INFO_EXT: 1000270006,
  COPY_IMAGE_TO_IMAGE_INFO_EXT: 1000270007,
  SUBRESOURCE_HOST_MEMCPY_SIZE_EXT: 1000270008,
  HOST_IMAGE_COPY_DEVICE_PERFORMANCE_QUERY_EXT: 1000270009,
  MEMORY_MAP_INFO_KHR: 1000271000,
  MEMORY_UNMAP_INFO_KHR: 1000271001,
  PHYSICAL_DEVICE_MAP_MEMORY_PLACED_FEATURES_EXT: 1000272000,
  PHYSICAL_DEVICE_MAP_MEMORY_PLACED_PROPERTIES_EXT: 1000272001,
  MEMORY_MAP_PLACED_INFO_EXT: 1000272002,
  PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_2_FEATURES_EXT: 1000273000,
  SURFACE_PRESENT_MODE_EXT: 1000274000,
  SURFACE_PRESENT_SCALING_CAPABILITIES_EXT: 1000274001,
  SURFACE_PRESENT_MODE_COMPATIBILITY_EXT: 1000274002,
  PHYSICAL_DEVICE_SWAPCHAIN_MAINTENANCE_1_FEATURES_EXT: 1000275000,
  SWAPCHAIN_PRESENT_FENCE_INFO_EXT: 1000275001,
  SWAPCHAIN_PRESENT_MODES_CREATE_INFO_EXT: 1000275002,
  SWAPCHAIN_PRESENT_MODE_INFO_EXT: 1000275003,
  SWAPCHAIN_PRESENT_SCALING_CREATE_INFO_EXT: 1000275004,
  RELEASE_SWAPCHAIN_IMAGES_INFO_EXT: 1000275005,
  PHYSICAL_DEVICE_SHADER_DEMOTE_TO_HELPER_INVOCATION_FEATURES_EXT: 1000276000,
  PHYSICAL_DEVICE_DEVICE_GENERATED_COMMANDS_PROPERTIES_NV: 1000277000,
  GRAPHICS_SHADER_GROUP_CREATE_INFO_NV: 1000277001,
  GRAPHICS_PIPELINE_SHADER_GROUPS_CREATE_INFO_NV: 1000277002,
  INDIRECT_COMMANDS_LAYOUT_TOKEN_NV: 1000277003,
  INDIRECT_COMMANDS_LAYOUT_CREATE_INFO_NV: 1000277004,
  GENERATED_COMMANDS_INFO_NV: 1000277005,
  GENERATED_COMMANDS_MEMORY_REQUIREMENTS_INFO_NV: 1000277006,
  PHYSICAL_DEVICE_DEVICE_GENERATED_COMMANDS_FEATURES_NV: 1000277007,
  PHYSICAL_DEVICE_INHERITED_VIEWPORT_SCISSOR_FEATURES_NV: 1000278000,
  COMMAND_BUFFER_INHERITANCE_VIEWPORT_SCISSOR_INFO_NV: 1000278001,
  PHYSICAL_DEVICE_SHADER_INTEGER_DOT_PRODUCT_FEATURES_KHR: 1000280000,
  PHYSICAL_DEVICE_SHADER_INTEGER_DOT_PRODUCT_PROPERTIES_KHR: 1000280001,
  PHYSICAL_DEVICE_TEXEL_BUFFER_ALIGNMENT_FEATURES_EXT: 1000281000,
  PHYSICAL_DEVICE_TEXEL_BUFFER_ALIGNMENT_PROPERTIES_EXT: 1000281001,
  COMMAND_BUFFER_INHERITANCE_RENDER_PASS_TRANSFORM_INFO_QCOM: 1000282000,
  RENDER_PASS_TRANSFORM_BEGIN_INFO_QCOM: 1000282001,
  PHYSICAL_DEVICE_DEPTH_BIAS_CONTROL_FEATURES_EXT: 1000283000,
  DEPTH_BIAS_INFO_EXT: 1000283001,
  DEPTH_BIAS_REPRESENTATION_INFO_EXT: 1000283002,
  PHYSICAL_DEVICE_DEVICE_MEMORY_REPORT_FEATURES_EXT: 1000284000,
  DEVICE_DEVICE_MEMORY_REPORT_CREATE_INFO_EXT: 1000284001,
  DEVICE_MEMORY_REPORT_CALLBACK_DATA_EXT: 1000284002,
  PHYSICAL_DEVICE_ROBUSTNESS_2_FEATURES_EXT: 1000286000,
  PHYSICAL_DEVICE_ROBUSTNESS_2_PROPERTIES_EXT: 1000286001,
  SAMPLER_CUSTOM_BORDER_COLOR_CREATE_INFO_EXT: 1000287000,
  PHYSICAL_DEVICE_CUSTOM_BORDER_COLOR_PROPERTIES_EXT: 1000287001,
  PHYSICAL_DEVICE_CUSTOM_BORDER_COLOR_FEATURES_EXT: 1000287002,
  PIPELINE_LIBRARY_CREATE_INFO_KHR: 1000290000,
  PHYSICAL_DEVICE_PRESENT_BARRIER_FEATURES_NV: 1000292000,
  SURFACE_CAPABILITIES_PRESENT_BARRIER_NV: 1000292001,
  SWAPCHAIN_PRESENT_BARRIER_CREATE_INFO_NV: 1000292002,
  PRESENT_ID_KHR: 1000294000,
  PHYSICAL_DEVICE_PRESENT_ID_FEATURES_KHR: 1000294001,
  PHYSICAL_DEVICE_PRIVATE_DATA_FEATURES_EXT: 1000295000,
  DEVICE_PRIVATE_DATA_CREATE_INFO_EXT: 1000295001,
  PRIVATE_DATA_SLOT_CREATE_INFO_EXT: 1000295002,
  PHYSICAL_DEVICE_PIPELINE_CREATION_CACHE_CONTROL_FEATURES_EXT: 1000297000,
  VIDEO_ENCODE_INFO_KHR: 1000299000,
  VIDEO_ENCODE_RATE_CONTROL_INFO_KHR: 1000299001,
  VIDEO_ENCODE_RATE_CONTROL_LAYER_INFO_KHR: 1000299002,
  VIDEO_ENCODE_CAPABILITIES_KHR: 1000299003,
  VIDEO_ENCODE_USAGE_INFO_KHR: 1000299004,
  QUERY_POOL_VIDEO_ENCODE_FEEDBACK_CREATE_INFO_KHR: 1000299005,
  PHYSICAL_DEVICE_VIDEO_ENCODE_QUALITY_LEVEL_INFO_KHR: 1000299006,
  VIDEO_ENCODE_QUALITY_LEVEL_PROPERTIES_KHR: 1000299007,
  VIDEO_ENCODE_QUALITY_LEVEL_INFO_KHR: 1000299008,
  VIDEO_ENCODE_SESSION_PARAMETERS_GET_INFO_KHR: 1000299009,
  VIDEO_ENCODE_SESSION_PARAMETERS_FEEDBACK_INFO_KHR: 1000299010,
  PHYSICAL_DEVICE_DIAGNOSTICS_CONFIG_FEATURES_NV: 1000300000,
  DEVICE_DIAGNOSTICS_CONFIG_CREATE_INFO_NV: 1000300001,
  CUDA_MODULE_CREATE_INFO_NV: 1000307000,
  CUDA_FUNCTION_CREATE_INFO_NV: 1000307001,
  CUDA_LAUNCH_INFO_NV: 1000307002,
  PHYSICAL_DEVICE_CUDA_KERNEL_LAUNCH_FEATURES_NV: 1000307003,
  PHYSICAL_DEVICE_CUDA_KERNEL_LAUNCH_PROPERTIES_NV: 1000307004,
  QUERY_LOW_LATENCY_SUPPORT_NV: 1000310000,
  EXPORT_METAL_OBJECT_CREATE_INFO_EXT: 1000311000,
  EXPORT_METAL_OBJECTS_INFO_EXT: 1000311001,
  EXPORT_METAL_DEVICE_INFO_EXT: 1000311002,
  EXPORT_METAL_COMMAND_QUEUE_INFO_EXT: 1000311003,
  EXPORT_METAL_BUFFER_INFO_EXT: 1000311004,
  IMPORT_METAL_BUFFER_INFO_EXT: 1000311005,
  EXPORT_METAL_TEXTURE_INFO_EXT: 1000311006,
  IMPORT_METAL_TEXTURE_INFO_EXT: 1000311007,
  EXPORT_METAL_IO_SURFACE_INFO_EXT: 1000311008,
  IMPORT_METAL_IO_SURFACE_INFO_EXT: 1000311009,
  EXPORT_METAL_SHARED_EVENT_INFO_EXT: 1000311010,
  IMPORT_METAL_SHARED_EVENT_INFO_EXT: 1000311011,
  MEMORY_BARRIER_2_KHR: 1000314000,
  BUFFER_MEMORY_BARRIER_2_KHR: 1000314001,
  IMAGE_MEMORY_BARRIER_2_KHR: 1000314002,
  DEPENDENCY_INFO_KHR: 1000314003,
  SUBMIT_INFO_2_KHR: 1000314004,
  SEMAPHORE_SUBMIT_INFO_KHR: 1000314005,
  COMMAND_BUFFER_SUBMIT_INFO_KHR: 1000314006,
  PHYSICAL_DEVICE_SYNCHRONIZATION_2_FEATURES_KHR: 1000314007,
  PHYSICAL_DEVICE_DESCRIPTOR_BUFFER_PROPERTIES_EXT: 1000316000,
  PHYSICAL_DEVICE_DESCRIPTOR_BUFFER_DENSITY_MAP_PROPERTIES_EXT: 1000316001,
  PHYSICAL_DEVICE_DESCRIPTOR_BUFFER_FEATURES_EXT: 1000316002,
  DESCRIPTOR_ADDRESS_INFO_EXT: 1000316003,
  DESCRIPTOR_GET_INFO_EXT: 1000316004,
  BUFFER_CAPTURE_DESCRIPTOR_DATA_INFO_EXT: 1000316005,
  IMAGE_CAPTURE_DESCRIPTOR_DATA_INFO_EXT: 1000316006,
  IMAGE_VIEW_CAPTURE_DESCRIPTOR_DATA_INFO_EXT: 1000316007,
  SAMPLER_CAPTURE_DESCRIPTOR_DATA_INFO_EXT: 1000316008,
  OPAQUE_CAPTURE_DESCRIPTOR_DATA_CREATE_INFO_EXT: 1000316010,
  DESCRIPTOR_BUFFER_BINDING_INFO_EXT: 1000316011,
  DESCRIPTOR_BUFFER_BINDING_PUSH_DESCRIPTOR_BUFFER_HANDLE_EXT: 1000316012,
  ACCELERATION_STRUCTURE_CAPTURE_DESCRIPTOR_DATA_INFO_EXT: 1000316009,
  PHYSICAL_DEVICE_GRAPHICS_PIPELINE_LIBRARY_FEATURES_EXT: 1000320000,
  PHYSICAL_DEVICE_GRAPHICS_PIPELINE_LIBRARY_PROPERTIES_EXT: 1000320001,
  GRAPHICS_PIPELINE_LIBRARY_CREATE_INFO_EXT: 1000320002,
  PHYSICAL_DEVICE_SHADER_EARLY_AND_LATE_FRAGMENT_TESTS_FEATURES_AMD: 1000321000,
  PHYSICAL_DEVICE_FRAGMENT_SHADER_BARYCENTRIC_FEATURES_KHR: 1000203000,
  PHYSICAL_DEVICE_FRAGMENT_SHADER_BARYCENTRIC_PROPERTIES_KHR: 1000322000,
  PHYSICAL_DEVICE_SHADER_SUBGROUP_UNIFORM_CONTROL_FLOW_FEATURES_KHR: 1000323000,
  PHYSICAL_DEVICE_ZERO_INITIALIZE_WORKGROUP_MEMORY_FEATURES_KHR: 1000325000,
  PHYSICAL_DEVICE_FRAGMENT_SHADING_RATE_ENUMS_PROPERTIES_NV: 1000326000,
  PHYSICAL_DEVICE_FRAGMENT_SHADING_RATE_ENUMS_FEATURES_NV: 1000326001,
  PIPELINE_FRAGMENT_SHADING_RATE_ENUM_STATE_CREATE_INFO_NV: 1000326002,
  ACCELERATION_STRUCTURE_GEOMETRY_MOTION_TRIANGLES_DATA_NV: 1000327000,
  PHYSICAL_DEVICE_RAY_TRACING_MOTION_BLUR_FEATURES_NV: 1000327001,
  ACCELERATION_STRUCTURE_MOTION_INFO_NV: 1000327002,
  PHYSICAL_DEVICE_MESH_SHADER_FEATURES_EXT: 1000328000,
  PHYSICAL_DEVICE_MESH_SHADER_PROPERTIES_EXT: 1000328001,
  PHYSICAL_DEVICE_YCBCR_2_PLANE_444_FORMATS_FEATURES_EXT: 1000330000,
  PHYSICAL_DEVICE_FRAGMENT_DENSITY_MAP_2_FEATURES_EXT: 1000332000,
  PHYSICAL_DEVICE_FRAGMENT_DENSITY_MAP_2_PROPERTIES_EXT: 1000332001,
  COPY_COMMAND_TRANSFORM_INFO_QCOM: 1000333000,
  PHYSICAL_DEVICE_IMAGE_ROBUSTNESS_FEATURES_EXT: 1000335000,
  PHYSICAL_DEVICE_WORKGROUP_MEMORY_EXPLICIT_LAYOUT_FEATURES_KHR: 1000336000,
  COPY_BUFFER_INFO_2_KHR: 1000337000,
  COPY_IMAGE_INFO_2_KHR: 1000337001,
  COPY_BUFFER_TO_IMAGE_INFO_2_KHR: 1000337002,
  COPY_IMAGE_TO_BUFFER_INFO_2_KHR: 1000337003,
  BLIT_IMAGE_INFO_2_KHR: 1000337004,
  RESOLVE_IMAGE_INFO_2_KHR: 1000337005,
  BUFFER_COPY_2_KHR: 1000337006,
  IMAGE_COPY_2_KHR: 1000337007,
  IMAGE_BLIT_2_KHR: 1000337008,
  BUFFER_IMAGE_COPY_2_KHR: 1000337009,
  IMAGE_RESOLVE_2_KHR: 1000337010,
  PHYSICAL_DEVICE_IMAGE_COMPRESSION_CONTROL_FEATURES_EXT: 1000338000,
  IMAGE_COMPRESSION_CONTROL_EXT: 1000338001,
  SUBRESOURCE_LAYOUT_2_EXT: 1000338002,
  IMAGE_SUBRESOURCE_2_EXT: 1000338003,
  IMAGE_COMPRESSION_PROPERTIES_EXT: 1000338004,
  PHYSICAL_DEVICE_ATTACHMENT_FEEDBACK_LOOP_LAYOUT_FEATURES_EXT: 1000339000,
  PHYSICAL_DEVICE_4444_FORMATS_FEATURES_EXT: 1000340000,
  PHYSICAL_DEVICE_FAULT_FEATURES_EXT: 1000341000,
  DEVICE_FAULT_COUNTS_EXT: 1000341001,
  DEVICE_FAULT_INFO_EXT: 1000341002,
  PHYSICAL_DEVICE_RASTERIZATION_ORDER_ATTACHMENT_ACCESS_FEATURES_ARM: 1000342000,
  PHYSICAL_DEVICE_RGBA10X6_FORMATS_FEATURES_EXT: 1000344000,
  DIRECTFB_SURFACE_CREATE_INFO_EXT: 1000346000,
  PHYSICAL_DEVICE_MUTABLE_DESCRIPTOR_TYPE_FEATURES_VALVE: 1000351000,
  MUTABLE_DESCRIPTOR_TYPE_CREATE_INFO_VALVE: 1000351002,
  PHYSICAL_DEVICE_VERTEX_INPUT_DYNAMIC_STATE_FEATURES_EXT: 1000352000,
  VERTEX_INPUT_BINDING_DESCRIPTION_2_EXT: 1000352001,
  VERTEX_INPUT_ATTRIBUTE_DESCRIPTION_2_EXT: 1000352002,
  PHYSICAL_DEVICE_DRM_PROPERTIES_EXT: 1000353000,
  PHYSICAL_DEVICE_ADDRESS_BINDING_REPORT_FEATURES_EXT: 1000354000,
  DEVICE_ADDRESS_BINDING_CALLBACK_DATA_EXT: 1000354001,
  PHYSICAL_DEVICE_DEPTH_CLIP_CONTROL_FEATURES_EXT: 1000355000,
  PIPELINE_VIEWPORT_DEPTH_CLIP_CONTROL_CREATE_INFO_EXT: 1000355001,
  PHYSICAL_DEVICE_PRIMITIVE_TOPOLOGY_LIST_RESTART_FEATURES_EXT: 1000356000,
  FORMAT_PROPERTIES_3_KHR: 1000360000,
  PHYSICAL_DEVICE_PRESENT_MODE_FIFO_LATEST_READY_FEATURES_EXT: 1000361000,
  IMPORT_MEMORY_ZIRCON_HANDLE_INFO_FUCHSIA: 1000364000,
  MEMORY_ZIRCON_HANDLE_PROPERTIES_FUCHSIA: 1000364001,
  MEMORY_GET_ZIRCON_HANDLE_INFO_FUCHSIA: 1000364002,
  IMPORT_SEMAPHORE_ZIRCON_HANDLE_INFO_FUCHSIA: 1000365000,
  SEMAPHORE_GET_ZIRCON_HANDLE_INFO_FUCHSIA: 1000365001,
  BUFFER_COLLECTION_CREATE_INFO_FUCHSIA: 1000366000,
  IMPORT_MEMORY_BUFFER_COLLECTION_FUCHSIA: 1000366001,
  BUFFER_COLLECTION_IMAGE_CREATE_INFO_FUCHSIA: 1000366002,
  BUFFER_COLLECTION_PROPERTIES_FUCHSIA: 1000366003,
  BUFFER_CONSTRAINTS_INFO_FUCHSIA: 1000366004,
  BUFFER_COLLECTION_BUFFER_CREATE_INFO_FUCHSIA: 1000366005,
  IMAGE_CONSTRAINTS_INFO_FUCHSIA: 1000366006,
  IMAGE_FORMAT_CONSTRAINTS_INFO_FUCHSIA: 1000366007,
  SYSMEM_COLOR_SPACE_FUCHSIA: 1000366008,
  BUFFER_COLLECTION_CONSTRAINTS_INFO_FUCHSIA: 1000366009,
  SUBPASS_SHADING_PIPELINE_CREATE_INFO_HUAWEI: 1000369000,
  PHYSICAL_DEVICE_SUBPASS_SHADING_FEATURES_HUAWEI: 1000369001,
  PHYSICAL_DEVICE_SUBPASS_SHADING_PROPERTIES_HUAWEI: 1000369002,
  PHYSICAL_DEVICE_INVOCATION_MASK_FEATURES_HUAWEI: 1000370000,
  MEMORY_GET_REMOTE_ADDRESS_INFO_NV: 1000371000,
  PHYSICAL_DEVICE_EXTERNAL_MEMORY_RDMA_FEATURES_NV: 1000371001,
  PIPELINE_PROPERTIES_IDENTIFIER_EXT: 1000372000,
  PHYSICAL_DEVICE_PIPELINE_PROPERTIES_FEATURES_EXT: 1000372001,
  PIPELINE_INFO_EXT: 1000269001,
  PHYSICAL_DEVICE_FRAME_BOUNDARY_FEATURES_EXT: 1000375000,
  FRAME_BOUNDARY_EXT: 1000375001,
  PHYSICAL_DEVICE_MULTISAMPLED_RENDER_TO_SINGLE_SAMPLED_FEATURES_EXT: 1000376000,
  SUBPASS_RESOLVE_PERFORMANCE_QUERY_EXT: 1000376001,
  MULTISAMPLED_RENDER_TO_SINGLE_SAMPLED_INFO_EXT: 1000376002,
  PHYSICAL_DEVICE_EXTENDED_DYNAMIC_STATE_2_FEATURES_EXT: 1000377000,
  SCREEN_SURFACE_CREATE_INFO_QNX: 1000378000,
  PHYSICAL_DEVICE_COLOR_WRITE_ENABLE_FEATURES_EXT: 1000381000,
  PIPELINE_COLOR_WRITE_CREATE_INFO_EXT: 1000381001,
  PHYSICAL_DEVICE_PRIMITIVES_GENERATED_QUERY_FEATURES_EXT: 1000382000,
  PHYSICAL_DEVICE_RAY_TRACING_MAINTENANCE_1_FEATURES_KHR: 1000386000,
  PHYSICAL_DEVICE_GLOBAL_PRIORITY_QUERY_FEATURES_EXT: 1000388000,
  QUEUE_FAMILY_GLOBAL_PRIORITY_PROPERTIES_EXT: 1000388001,
  PHYSICAL_DEVICE_IMAGE_VIEW_MIN_LOD_FEATURES_EXT: 1000391000,
  IMAGE_VIEW_MIN_LOD_CREATE_INFO_EXT: 1000391001,
  PHYSICAL_DEVICE_MULTI_DRAW_FEATURES_EXT: 1000392000,
  PHYSICAL_DEVICE_MULTI_DRAW_PROPERTIES_EXT: 1000392001,
  PHYSICAL_DEVICE_IMAGE_2D_VIEW_OF_3D_FEATURES_EXT: 1000393000,
  PHYSICAL_DEVICE_SHADER_TILE_IMAGE_FEATURES_EXT: 1000395000,
  PHYSICAL_DEVICE_SHADER_TILE_IMAGE_PROPERTIES_EXT: 1000395001,
  MICROMAP_BUILD_INFO_EXT: 1000396000,
  MICROMAP_VERSION_INFO_EXT: 1000396001,
  COPY_MICROMAP_INFO_EXT: 1000396002,
  COPY_MICROMAP_TO_MEMORY_INFO_EXT: 1000396003,
  COPY_MEMORY_TO_MICROMAP_INFO_EXT: 1000396004,
  PHYSICAL_DEVICE_OPACITY_MICROMAP_FEATURES_EXT: 1000396005,
  PHYSICAL_DEVICE_OPACITY_MICROMAP_PROPERTIES_EXT: 1000396006,
  MICROMAP_CREATE_INFO_EXT: 1000396007,
  MICROMAP_BUILD_SIZES_INFO_EXT: 1000396008,
  ACCELERATION_STRUCTURE_TRIANGLES_OPACITY_MICROMAP_EXT: 1000396009,
  PHYSICAL_DEVICE_DISPLACEMENT_MICROMAP_FEATURES_NV: 1000397000,
  PHYSICAL_DEVICE_DISPLACEMENT_MICROMAP_PROPERTIES_NV: 1000397001,
  ACCELERATION_STRUCTURE_TRIANGLES_DISPLACEMENT_MICROMAP_NV: 1000397002,
  PHYSICAL_DEVICE_CLUSTER_CULLING_SHADER_FEATURES_HUAWEI: 1000404000,
  PHYSICAL_DEVICE_CLUSTER_CULLING_SHADER_PROPERTIES_HUAWEI: 1000404001,
  PHYSICAL_DEVICE_CLUSTER_CULLING_SHADER_VRS_FEATURES_HUAWEI: 1000404002,
  PHYSICAL_DEVICE_BORDER_COLOR_SWIZZLE_FEATURES_EXT: 1000411000,
  SAMPLER_BORDER_COLOR_COMPONENT_MAPPING_CREATE_INFO_EXT: 1000411001,
  PHYSICAL_DEVICE_PAGEABLE_DEVICE_LOCAL_MEMORY_FEATURES_EXT: 1000412000,
  PHYSICAL_DEVICE_MAINTENANCE_4_FEATURES_KHR: 1000413000,
  PHYSICAL_DEVICE_MAINTENANCE_4_PROPERTIES_KHR: 1000413001,
  DEVICE_BUFFER_MEMORY_REQUIREMENTS_KHR: 1000413002,
  DEVICE_IMAGE_MEMORY_REQUIREMENTS_KHR: 1000413003,
  PHYSICAL_DEVICE_SHADER_CORE_PROPERTIES_ARM: 1000415000,
  PHYSICAL_DEVICE_SHADER_SUBGROUP_ROTATE_FEATURES_KHR: 1000416000,
  DEVICE_QUEUE_SHADER_CORE_CONTROL_CREATE_INFO_ARM: 1000417000,
  PHYSICAL_DEVICE_SCHEDULING_CONTROLS_FEATURES_ARM: 1000417001,
  PHYSICAL_DEVICE_SCHEDULING_CONTROLS_PROPERTIES_ARM: 1000417002,
  PHYSICAL_DEVICE_IMAGE_SLICED_VIEW_OF_3D_FEATURES_EXT: 1000418000,
  IMAGE_VIEW_SLICED_CREATE_INFO_EXT: 1000418001,
  PHYSICAL_DEVICE_DESCRIPTOR_SET_HOST_MAPPING_FEATURES_VALVE: 1000420000,
  DESCRIPTOR_SET_BINDING_REFERENCE_VALVE: 1000420001,
  DESCRIPTOR_SET_LAYOUT_HOST_MAPPING_INFO_VALVE: 1000420002,
  PHYSICAL_DEVICE_DEPTH_CLAMP_ZERO_ONE_FEATURES_EXT: 1000421000,
  PHYSICAL_DEVICE_NON_SEAMLESS_CUBE_MAP_FEATURES_EXT: 1000422000,
  PHYSICAL_DEVICE_RENDER_PASS_STRIPED_FEATURES_ARM: 1000424000,
  PHYSICAL_DEVICE_RENDER_PASS_STRIPED_PROPERTIES_ARM: 1000424001,
  RENDER_PASS_STRIPE_BEGIN_INFO_ARM: 1000424002,
  RENDER_PASS_STRIPE_INFO_ARM: 1000424003,
  RENDER_PASS_STRIPE_SUBMIT_INFO_ARM: 1000424004,
  PHYSICAL_DEVICE_FRAGMENT_DENSITY_MAP_OFFSET_FEATURES_QCOM: 1000425000,
  PHYSICAL_DEVICE_FRAGMENT_DENSITY_MAP_OFFSET_PROPERTIES_QCOM: 1000425001,
  SUBPASS_FRAGMENT_DENSITY_MAP_OFFSET_END_INFO_QCOM: 1000425002,
  PHYSICAL_DEVICE_COPY_MEMORY_INDIRECT_FEATURES_NV: 1000426000,
  PHYSICAL_DEVICE_COPY_MEMORY_INDIRECT_PROPERTIES_NV: 1000426001,
  PHYSICAL_DEVICE_MEMORY_DECOMPRESSION_FEATURES_NV: 1000427000,
  PHYSICAL_DEVICE_MEMORY_DECOMPRESSION_PROPERTIES_NV: 1000427001,
  PHYSICAL_DEVICE_DEVICE_GENERATED_COMMANDS_COMPUTE_FEATURES_NV: 1000428000,
  COMPUTE_PIPELINE_INDIRECT_BUFFER_INFO_NV: 1000428001,
  PIPELINE_INDIRECT_DEVICE_ADDRESS_INFO_NV: 1000428002,
  PHYSICAL_DEVICE_RAY_TRACING_LINEAR_SWEPT_SPHERES_FEATURES_NV: 1000429008,
  ACCELERATION_STRUCTURE_GEOMETRY_LINEAR_SWEPT_SPHERES_DATA_NV: 1000429009,
  ACCELERATION_STRUCTURE_GEOMETRY_SPHERES_DATA_NV: 1000429010,
  PHYSICAL_DEVICE_LINEAR_COLOR_ATTACHMENT_FEATURES_NV: 1000430000,
  PHYSICAL_DEVICE_SHADER_MAXIMAL_RECONVERGENCE_FEATURES_KHR: 1000434000,
  PHYSICAL_DEVICE_IMAGE_COMPRESSION_CONTROL_SWAPCHAIN_FEATURES_EXT: 1000437000,
  PHYSICAL_DEVICE_IMAGE_PROCESSING_FEATURES_QCOM: 1000440000,
  PHYSICAL_DEVICE_IMAGE_PROCESSING_PROPERTIES_QCOM: 1000440001,
  IMAGE_VIEW_SAMPLE_WEIGHT_CREATE_INFO_QCOM: 1000440002,
  PHYSICAL_DEVICE_NESTED_COMMAND_BUFFER_FEATURES_EXT: 1000451000,
  PHYSICAL_DEVICE_NESTED_COMMAND_BUFFER_PROPERTIES_EXT: 1000451001,
  EXTERNAL_MEMORY_ACQUIRE_UNMODIFIED_EXT: 1000453000,
  PHYSICAL_DEVICE_EXTENDED_DYNAMIC_STATE_3_FEATURES_EXT: 1000455000,
  PHYSICAL_DEVICE_EXTENDED_DYNAMIC_STATE_3_PROPERTIES_EXT: 1000455001,
  PHYSICAL_DEVICE_SUBPASS_MERGE_FEEDBACK_FEATURES_EXT: 1000458000,
  RENDER_PASS_CREATION_CONTROL_EXT: 1000458001,
  RENDER_PASS_CREATION_FEEDBACK_CREATE_INFO_EXT: 1000458002,
  RENDER_PASS_SUBPASS_FEEDBACK_CREATE_INFO_EXT: 1000458003,
  DIRECT_DRIVER_LOADING_INFO_LUNARG: 1000459000,
  DIRECT_DRIVER_LOADING_LIST_LUNARG: 1000459001,
  PHYSICAL_DEVICE_SHADER_MODULE_IDENTIFIER_FEATURES_EXT: 1000462000,
  PHYSICAL_DEVICE_SHADER_MODULE_IDENTIFIER_PROPERTIES_EXT: 1000462001,
  PIPELINE_SHADER_STAGE_MODULE_IDENTIFIER_CREATE_INFO_EXT: 1000462002,
  SHADER_MODULE_IDENTIFIER_EXT: 1000462003,
  PHYSICAL_DEVICE_RASTERIZATION_ORDER_ATTACHMENT_ACCESS_FEATURES_EXT: 1000342000,
  PHYSICAL_DEVICE_OPTICAL_FLOW_FEATURES_NV: 1000464000,
  PHYSICAL_DEVICE_OPTICAL_FLOW_PROPERTIES_NV: 1000464001,
  OPTICAL_FLOW_IMAGE_FORMAT_INFO_NV: 1000464002,
  OPTICAL_FLOW_IMAGE_FORMAT_PROPERTIES_NV: 1000464003,
  OPTICAL_FLOW_SESSION_CREATE_INFO_NV: 1000464004,
  OPTICAL_FLOW_EXECUTE_INFO_NV: 1000464005,
  OPTICAL_FLOW_SESSION_CREATE_PRIVATE_DATA_INFO_NV: 1000464010,
  PHYSICAL_DEVICE_LEGACY_DITHERING_FEATURES_EXT: 1000465000,
  PHYSICAL_DEVICE_PIPELINE_PROTECTED_ACCESS_FEATURES_EXT: 1000466000,
  PHYSICAL_DEVICE_EXTERNAL_FORMAT_RESOLVE_FEATURES_ANDROID: 1000468000,
  PHYSICAL_DEVICE_EXTERNAL_FORMAT_RESOLVE_PROPERTIES_ANDROID: 1000468001,
  ANDROID_HARDWARE_BUFFER_FORMAT_RESOLVE_PROPERTIES_ANDROID: 1000468002,
  PHYSICAL_DEVICE_MAINTENANCE_5_FEATURES_KHR: 1000470000,
  PHYSICAL_DEVICE_MAINTENANCE_5_PROPERTIES_KHR: 1000470001,
  RENDERING_AREA_INFO_KHR: 1000470003,
  DEVICE_IMAGE_SUBRESOURCE_INFO_KHR: 1000470004,
  SUBRESOURCE_LAYOUT_2_KHR: 1000338002,
  IMAGE_SUBRESOURCE_2_KHR: 1000338003,
  PIPELINE_CREATE_FLAGS_2_CREATE_INFO_KHR: 1000470005,
  BUFFER_USAGE_FLAGS_2_CREATE_INFO_KHR: 1000470006,
  PHYSICAL_DEVICE_ANTI_LAG_FEATURES_AMD: 1000476000,
  ANTI_LAG_DATA_AMD: 1000476001,
  ANTI_LAG_PRESENTATION_INFO_AMD: 1000476002,
  PHYSICAL_DEVICE_RAY_TRACING_POSITION_FETCH_FEATURES_KHR: 1000481000,
  PHYSICAL_DEVICE_SHADER_OBJECT_FEATURES_EXT: 1000482000,
  PHYSICAL_DEVICE_SHADER_OBJECT_PROPERTIES_EXT: 1000482001,
  SHADER_CREATE_INFO_EXT: 1000482002,
  SHADER_REQUIRED_SUBGROUP_SIZE_CREATE_INFO_EXT: 1000225001,
  PHYSICAL_DEVICE_PIPELINE_BINARY_FEATURES_KHR: 1000483000,
  PIPELINE_BINARY_CREATE_INFO_KHR: 1000483001,
  PIPELINE_BINARY_INFO_KHR: 1000483002,
  PIPELINE_BINARY_KEY_KHR: 1000483003,
  PHYSICAL_DEVICE_PIPELINE_BINARY_PROPERTIES_KHR: 1000483004,
  RELEASE_CAPTURED_PIPELINE_DATA_INFO_KHR: 1000483005,
  PIPELINE_BINARY_DATA_INFO_KHR: 1000483006,
  PIPELINE_CREATE_INFO_KHR: 1000483007,
  DEVICE_PIPELINE_BINARY_INTERNAL_CACHE_CONTROL_KHR: 1000483008,
  PIPELINE_BINARY_HANDLES_INFO_KHR: 1000483009,
  PHYSICAL_DEVICE_TILE_PROPERTIES_FEATURES_QCOM: 1000484000,
  TILE_PROPERTIES_QCOM: 1000484001,
  PHYSICAL_DEVICE_AMIGO_PROFILING_FEATURES_SEC: 1000485000,
  AMIGO_PROFILING_SUBMIT_INFO_SEC: 1000485001,
  PHYSICAL_DEVICE_MULTIVIEW_PER_VIEW_VIEWPORTS_FEATURES_QCOM: 1000488000,
  PHYSICAL_DEVICE_RAY_TRACING_INVOCATION_REORDER_FEATURES_NV: 1000490000,
  PHYSICAL_DEVICE_RAY_TRACING_INVOCATION_REORDER_PROPERTIES_NV: 1000490001,
  PHYSICAL_DEVICE_COOPERATIVE_VECTOR_FEATURES_NV: 1000491000,
  PHYSICAL_DEVICE_COOPERATIVE_VECTOR_PROPERTIES_NV: 1000491001,
  COOPERATIVE_VECTOR_PROPERTIES_NV: 1000491002,
  CONVERT_COOPERATIVE_VECTOR_MATRIX_INFO_NV: 1000491004,
  PHYSICAL_DEVICE_EXTENDED_SPARSE_ADDRESS_SPACE_FEATURES_NV: 1000492000,
  PHYSICAL_DEVICE_EXTENDED_SPARSE_ADDRESS_SPACE_PROPERTIES_NV: 1000492001,
  PHYSICAL_DEVICE_MUTABLE_DESCRIPTOR_TYPE_FEATURES_EXT: 1000351000,
  MUTABLE_DESCRIPTOR_TYPE_CREATE_INFO_EXT: 1000351002,
  PHYSICAL_DEVICE_LEGACY_VERTEX_ATTRIBUTES_FEATURES_EXT: 1000495000,
  PHYSICAL_DEVICE_LEGACY_VERTEX_ATTRIBUTES_PROPERTIES_EXT: 1000495001,
  LAYER_SETTINGS_CREATE_INFO_EXT: 1000496000,
  PHYSICAL_DEVICE_SHADER_CORE_BUILTINS_FEATURES_ARM: 1000497000,
  PHYSICAL_DEVICE_SHADER_CORE_BUILTINS_PROPERTIES_ARM: 1000497001,
  PHYSICAL_DEVICE_PIPELINE_LIBRARY_GROUP_HANDLES_FEATURES_EXT: 1000498000,
  PHYSICAL_DEVICE_DYNAMIC_RENDERING_UNUSED_ATTACHMENTS_FEATURES_EXT: 1000499000,
  LATENCY_SLEEP_MODE_INFO_NV: 1000505000,
  LATENCY_SLEEP_INFO_NV: 1000505001,
  SET_LATENCY_MARKER_INFO_NV: 1000505002,
  GET_LATENCY_MARKER_INFO_NV: 1000505003,
  LATENCY_TIMINGS_FRAME_REPORT_NV: 1000505004,
  LATENCY_SUBMISSION_PRESENT_ID_NV: 1000505005,
  OUT_OF_BAND_QUEUE_TYPE_INFO_NV: 1000505006,
  SWAPCHAIN_LATENCY_CREATE_INFO_NV: 1000505007,
  LATENCY_SURFACE_CAPABILITIES_NV: 1000505008,
  PHYSICAL_DEVICE_COOPERATIVE_MATRIX_FEATURES_KHR: 1000506000,
  COOPERATIVE_MATRIX_PROPERTIES_KHR: 1000506001,
  PHYSICAL_DEVICE_COOPERATIVE_MATRIX_PROPERTIES_KHR: 1000506002,
  PHYSICAL_DEVICE_MULTIVIEW_PER_VIEW_RENDER_AREAS_FEATURES_QCOM: 1000510000,
  MULTIVIEW_PER_VIEW_RENDER_AREAS_RENDER_PASS_BEGIN_INFO_QCOM: 1000510001,
  PHYSICAL_DEVICE_COMPUTE_SHADER_DERIVATIVES_FEATURES_KHR: 1000201000,
  PHYSICAL_DEVICE_COMPUTE_SHADER_DERIVATIVES_PROPERTIES_KHR: 1000511000,
  VIDEO_DECODE_AV1_CAPABILITIES_KHR: 1000512000,
  VIDEO_DECODE_AV1_PICTURE_INFO_KHR: 1000512001,
  VIDEO_DECODE_AV1_PROFILE_INFO_KHR: 1000512003,
  VIDEO_DECODE_AV1_SESSION_PARAMETERS_CREATE_INFO_KHR: 1000512004,
  VIDEO_DECODE_AV1_DPB_SLOT_INFO_KHR: 1000512005,
  VIDEO_ENCODE_AV1_CAPABILITIES_KHR: 1000513000,
  VIDEO_ENCODE_AV1_SESSION_PARAMETERS_CREATE_INFO_KHR: 1000513001,
  VIDEO_ENCODE_AV1_PICTURE_INFO_KHR: 1000513002,
  VIDEO_ENCODE_AV1_DPB_SLOT_INFO_KHR: 1000513003,
  PHYSICAL_DEVICE_VIDEO_ENCODE_AV1_FEATURES_KHR: 1000513004,
  VIDEO_ENCODE_AV1_PROFILE_INFO_KHR: 1000513005,
  VIDEO_ENCODE_AV1_RATE_CONTROL_INFO_KHR: 1000513006,
  VIDEO_ENCODE_AV1_RATE_CONTROL_LAYER_INFO_KHR: 1000513007,
  VIDEO_ENCODE_AV1_QUALITY_LEVEL_PROPERTIES_KHR: 1000513008,
  VIDEO_ENCODE_AV1_SESSION_CREATE_INFO_KHR: 1000513009,
  VIDEO_ENCODE_AV1_GOP_REMAINING_FRAME_INFO_KHR: 1000513010,
  PHYSICAL_DEVICE_VIDEO_MAINTENANCE_1_FEATURES_KHR: 1000515000,
  VIDEO_INLINE_QUERY_INFO_KHR: 1000515001,
  PHYSICAL_DEVICE_PER_STAGE_DESCRIPTOR_SET_FEATURES_NV: 1000516000,
  PHYSICAL_DEVICE_IMAGE_PROCESSING_2_FEATURES_QCOM: 1000518000,
  PHYSICAL_DEVICE_IMAGE_PROCESSING_2_PROPERTIES_QCOM: 1000518001,
  SAMPLER_BLOCK_MATCH_WINDOW_CREATE_INFO_QCOM: 1000518002,
  SAMPLER_CUBIC_WEIGHTS_CREATE_INFO_QCOM: 1000519000,
  PHYSICAL_DEVICE_CUBIC_WEIGHTS_FEATURES_QCOM: 1000519001,
  BLIT_IMAGE_CUBIC_WEIGHTS_INFO_QCOM: 1000519002,
  PHYSICAL_DEVICE_YCBCR_DEGAMMA_FEATURES_QCOM: 1000520000,
  SAMPLER_YCBCR_CONVERSION_YCBCR_DEGAMMA_CREATE_INFO_QCOM: 1000520001,
  PHYSICAL_DEVICE_CUBIC_CLAMP_FEATURES_QCOM: 1000521000,
  PHYSICAL_DEVICE_ATTACHMENT_FEEDBACK_LOOP_DYNAMIC_STATE_FEATURES_EXT: 1000524000,
  PHYSICAL_DEVICE_VERTEX_ATTRIBUTE_DIVISOR_PROPERTIES_KHR: 1000525000,
  PIPELINE_VERTEX_INPUT_DIVISOR_STATE_CREATE_INFO_KHR: 1000190001,
  PHYSICAL_DEVICE_VERTEX_ATTRIBUTE_DIVISOR_FEATURES_KHR: 1000190002,
  PHYSICAL_DEVICE_SHADER_FLOAT_CONTROLS_2_FEATURES_KHR: 1000528000,
  SCREEN_BUFFER_PROPERTIES_QNX: 1000529000,
  SCREEN_BUFFER_FORMAT_PROPERTIES_QNX: 1000529001,
  IMPORT_SCREEN_BUFFER_INFO_QNX: 1000529002,
  EXTERNAL_FORMAT_QNX: 1000529003,
  PHYSICAL_DEVICE_EXTERNAL_MEMORY_SCREEN_BUFFER_FEATURES_QNX: 1000529004,
  PHYSICAL_DEVICE_LAYERED_DRIVER_PROPERTIES_MSFT: 1000530000,
  PHYSICAL_DEVICE_INDEX_TYPE_UINT8_FEATURES_KHR: 1000265000,
  PHYSICAL_DEVICE_LINE_RASTERIZATION_FEATURES_KHR: 1000259000,
  PIPELINE_RASTERIZATION_LINE_STATE_CREATE_INFO_KHR: 1000259001,
  PHYSICAL_DEVICE_LINE_RASTERIZATION_PROPERTIES_KHR: 1000259002,
  CALIBRATED_TIMESTAMP_INFO_KHR: 1000184000,
  PHYSICAL_DEVICE_SHADER_EXPECT_ASSUME_FEATURES_KHR: 1000544000,
  PHYSICAL_DEVICE_MAINTENANCE_6_FEATURES_KHR: 1000545000,
  PHYSICAL_DEVICE_MAINTENANCE_6_PROPERTIES_KHR: 1000545001,
  BIND_MEMORY_STATUS_KHR: 1000545002,
  BIND_DESCRIPTOR_SETS_INFO_KHR: 1000545003,
  PUSH_CONSTANTS_INFO_KHR: 1000545004,
  PUSH_DESCRIPTOR_SET_INFO_KHR: 1000545005,
  PUSH_DESCRIPTOR_SET_WITH_TEMPLATE_INFO_KHR: 1000545006,
  SET_DESCRIPTOR_BUFFER_OFFSETS_INFO_EXT: 1000545007,
  BIND_DESCRIPTOR_BUFFER_EMBEDDED_SAMPLERS_INFO_EXT: 1000545008,
  PHYSICAL_DEVICE_DESCRIPTOR_POOL_OVERALLOCATION_FEATURES_NV: 1000546000,
  DISPLAY_SURFACE_STEREO_CREATE_INFO_NV: 1000551000,
  DISPLAY_MODE_STEREO_PROPERTIES_NV: 1000551001,
  VIDEO_ENCODE_QUANTIZATION_MAP_CAPABILITIES_KHR: 1000553000,
  VIDEO_FORMAT_QUANTIZATION_MAP_PROPERTIES_KHR: 1000553001,
  VIDEO_ENCODE_QUANTIZATION_MAP_INFO_KHR: 1000553002,
  VIDEO_ENCODE_QUANTIZATION_MAP_SESSION_PARAMETERS_CREATE_INFO_KHR: 1000553005,
  PHYSICAL_DEVICE_VIDEO_ENCODE_QUANTIZATION_MAP_FEATURES_KHR: 1000553009,
  VIDEO_ENCODE_H264_QUANTIZATION_MAP_CAPABILITIES_KHR: 1000553003,
  VIDEO_ENCODE_H265_QUANTIZATION_MAP_CAPABILITIES_KHR: 1000553004,
  VIDEO_FORMAT_H265_QUANTIZATION_MAP_PROPERTIES_KHR: 1000553006,
  VIDEO_ENCODE_AV1_QUANTIZATION_MAP_CAPABILITIES_KHR: 1000553007,
  VIDEO_FORMAT_AV1_QUANTIZATION_MAP_PROPERTIES_KHR: 1000553008,
  PHYSICAL_DEVICE_RAW_ACCESS_CHAINS_FEATURES_NV: 1000555000,
  PHYSICAL_DEVICE_SHADER_RELAXED_EXTENDED_INSTRUCTION_FEATURES_KHR: 1000558000,
  PHYSICAL_DEVICE_COMMAND_BUFFER_INHERITANCE_FEATURES_NV: 1000559000,
  PHYSICAL_DEVICE_MAINTENANCE_7_FEATURES_KHR: 1000562000,
  PHYSICAL_DEVICE_MAINTENANCE_7_PROPERTIES_KHR: 1000562001,
  PHYSICAL_DEVICE_LAYERED_API_PROPERTIES_LIST_KHR: 1000562002,
  PHYSICAL_DEVICE_LAYERED_API_PROPERTIES_KHR: 1000562003,
  PHYSICAL_DEVICE_LAYERED_API_VULKAN_PROPERTIES_KHR: 1000562004,
  PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT16_VECTOR_FEATURES_NV: 1000563000,
  PHYSICAL_DEVICE_SHADER_REPLICATED_COMPOSITES_FEATURES_EXT: 1000564000,
  PHYSICAL_DEVICE_RAY_TRACING_VALIDATION_FEATURES_NV: 1000568000,
  PHYSICAL_DEVICE_CLUSTER_ACCELERATION_STRUCTURE_FEATURES_NV: 1000569000,
  PHYSICAL_DEVICE_CLUSTER_ACCELERATION_STRUCTURE_PROPERTIES_NV: 1000569001,
  CLUSTER_ACCELERATION_STRUCTURE_CLUSTERS_BOTTOM_LEVEL_INPUT_NV: 1000569002,
  CLUSTER_ACCELERATION_STRUCTURE_TRIANGLE_CLUSTER_INPUT_NV: 1000569003,
  CLUSTER_ACCELERATION_STRUCTURE_MOVE_OBJECTS_INPUT_NV: 1000569004,
  CLUSTER_ACCELERATION_STRUCTURE_INPUT_INFO_NV: 1000569005,
  CLUSTER_ACCELERATION_STRUCTURE_COMMANDS_INFO_NV: 1000569006,
  RAY_TRACING_PIPELINE_CLUSTER_ACCELERATION_STRUCTURE_CREATE_INFO_NV: 1000569007,
  PHYSICAL_DEVICE_PARTITIONED_ACCELERATION_STRUCTURE_FEATURES_NV: 1000570000,
  PHYSICAL_DEVICE_PARTITIONED_ACCELERATION_STRUCTURE_PROPERTIES_NV: 1000570001,
  WRITE_DESCRIPTOR_SET_PARTITIONED_ACCELERATION_STRUCTURE_NV: 1000570002,
  PARTITIONED_ACCELERATION_STRUCTURE_INSTANCES_INPUT_NV: 1000570003,
  BUILD_PARTITIONED_ACCELERATION_STRUCTURE_INFO_NV: 1000570004,
  PARTITIONED_ACCELERATION_STRUCTURE_FLAGS_NV: 1000570005,
  PHYSICAL_DEVICE_DEVICE_GENERATED_COMMANDS_FEATURES_EXT: 1000572000,
  PHYSICAL_DEVICE_DEVICE_GENERATED_COMMANDS_PROPERTIES_EXT: 1000572001,
  GENERATED_COMMANDS_MEMORY_REQUIREMENTS_INFO_EXT: 1000572002,
  INDIRECT_EXECUTION_SET_CREATE_INFO_EXT: 1000572003,
  GENERATED_COMMANDS_INFO_EXT: 1000572004,
  INDIRECT_COMMANDS_LAYOUT_CREATE_INFO_EXT: 1000572006,
  INDIRECT_COMMANDS_LAYOUT_TOKEN_EXT: 1000572007,
  WRITE_INDIRECT_EXECUTION_SET_PIPELINE_EXT: 1000572008,
  WRITE_INDIRECT_EXECUTION_SET_SHADER_EXT: 1000572009,
  INDIRECT_EXECUTION_SET_PIPELINE_INFO_EXT: 1000572010,
  INDIRECT_EXECUTION_SET_SHADER_INFO_EXT: 1000572011,
  INDIRECT_EXECUTION_SET_SHADER_LAYOUT_INFO_EXT: 1000572012,
  GENERATED_COMMANDS_PIPELINE_INFO_EXT: 1000572013,
  GENERATED_COMMANDS_SHADER_INFO_EXT: 1000572014,
  PHYSICAL_DEVICE_MAINTENANCE_8_FEATURES_KHR: 1000574000,
  MEMORY_BARRIER_ACCESS_FLAGS_3_KHR: 1000574002,
  PHYSICAL_DEVICE_IMAGE_ALIGNMENT_CONTROL_FEATURES_MESA: 1000575000,
  PHYSICAL_DEVICE_IMAGE_ALIGNMENT_CONTROL_PROPERTIES_MESA: 1000575001,
  IMAGE_ALIGNMENT_CONTROL_CREATE_INFO_MESA: 1000575002,
  PHYSICAL_DEVICE_DEPTH_CLAMP_CONTROL_FEATURES_EXT: 1000582000,
  PIPELINE_VIEWPORT_DEPTH_CLAMP_CONTROL_CREATE_INFO_EXT: 1000582001,
  PHYSICAL_DEVICE_VIDEO_MAINTENANCE_2_FEATURES_KHR: 1000586000,
  VIDEO_DECODE_H264_INLINE_SESSION_PARAMETERS_INFO_KHR: 1000586001,
  VIDEO_DECODE_H265_INLINE_SESSION_PARAMETERS_INFO_KHR: 1000586002,
  VIDEO_DECODE_AV1_INLINE_SESSION_PARAMETERS_INFO_KHR: 1000586003,
  PHYSICAL_DEVICE_HDR_VIVID_FEATURES_HUAWEI: 1000590000,
  HDR_VIVID_DYNAMIC_METADATA_HUAWEI: 1000590001,
  PHYSICAL_DEVICE_COOPERATIVE_MATRIX_2_FEATURES_NV: 1000593000,
  COOPERATIVE_MATRIX_FLEXIBLE_DIMENSIONS_PROPERTIES_NV: 1000593001,
  PHYSICAL_DEVICE_COOPERATIVE_MATRIX_2_PROPERTIES_NV: 1000593002,
  PHYSICAL_DEVICE_PIPELINE_OPACITY_MICROMAP_FEATURES_ARM: 1000596000,
  IMPORT_MEMORY_METAL_HANDLE_INFO_EXT: 1000602000,
  MEMORY_METAL_HANDLE_PROPERTIES_EXT: 1000602001,
  MEMORY_GET_METAL_HANDLE_INFO_EXT: 1000602002,
  PHYSICAL_DEVICE_DEPTH_CLAMP_ZERO_ONE_FEATURES_KHR: 1000421000,
  PHYSICAL_DEVICE_VERTEX_ATTRIBUTE_ROBUSTNESS_FEATURES_EXT: 1000608000,
  SET_PRESENT_CONFIG_NV: 1000613000,
  PHYSICAL_DEVICE_PRESENT_METERING_FEATURES_NV: 1000613001,
  PHYSICAL_DEVICE_SUBGROUP_PROPERTIES: 1000094000,
  BIND_BUFFER_MEMORY_INFO: 1000157000,
  BIND_IMAGE_MEMORY_INFO: 1000157001,
  PHYSICAL_DEVICE_16BIT_STORAGE_FEATURES: 1000083000,
  MEMORY_DEDICATED_REQUIREMENTS: 1000127000,
  MEMORY_DEDICATED_ALLOCATE_INFO: 1000127001,
  MEMORY_ALLOCATE_FLAGS_INFO: 1000060000,
  DEVICE_GROUP_RENDER_PASS_BEGIN_INFO: 1000060003,
  DEVICE_GROUP_COMMAND_BUFFER_BEGIN_INFO: 1000060004,
  DEVICE_GROUP_SUBMIT_INFO: 1000060005,
  DEVICE_GROUP_BIND_SPARSE_INFO: 1000060006,
  BIND_BUFFER_MEMORY_DEVICE_GROUP_INFO: 1000060013,
  BIND_IMAGE_MEMORY_DEVICE_GROUP_INFO: 1000060014,
  PHYSICAL_DEVICE_GROUP_PROPERTIES: 1000070000,
  DEVICE_GROUP_DEVICE_CREATE_INFO: 1000070001,
  BUFFER_MEMORY_REQUIREMENTS_INFO_2: 1000146000,
  IMAGE_MEMORY_REQUIREMENTS_INFO_2: 1000146001,
  IMAGE_SPARSE_MEMORY_REQUIREMENTS_INFO_2: 1000146002,
  MEMORY_REQUIREMENTS_2: 1000146003,
  SPARSE_IMAGE_MEMORY_REQUIREMENTS_2: 1000146004,
  PHYSICAL_DEVICE_FEATURES_2: 1000059000,
  PHYSICAL_DEVICE_PROPERTIES_2: 1000059001,
  FORMAT_PROPERTIES_2: 1000059002,
  IMAGE_FORMAT_PROPERTIES_2: 1000059003,
  PHYSICAL_DEVICE_IMAGE_FORMAT_INFO_2: 1000059004,
  QUEUE_FAMILY_PROPERTIES_2: 1000059005,
  PHYSICAL_DEVICE_MEMORY_PROPERTIES_2: 1000059006,
  SPARSE_IMAGE_FORMAT_PROPERTIES_2: 1000059007,
  PHYSICAL_DEVICE_SPARSE_IMAGE_FORMAT_INFO_2: 1000059008,
  PHYSICAL_DEVICE_POINT_CLIPPING_PROPERTIES: 1000117000,
  RENDER_PASS_INPUT_ATTACHMENT_ASPECT_CREATE_INFO: 1000117001,
  IMAGE_VIEW_USAGE_CREATE_INFO: 1000117002,
  PIPELINE_TESSELLATION_DOMAIN_ORIGIN_STATE_CREATE_INFO: 1000117003,
  RENDER_PASS_MULTIVIEW_CREATE_INFO: 1000053000,
  PHYSICAL_DEVICE_MULTIVIEW_FEATURES: 1000053001,
  PHYSICAL_DEVICE_MULTIVIEW_PROPERTIES: 1000053002,
  PHYSICAL_DEVICE_VARIABLE_POINTERS_FEATURES: 1000120000,
  PHYSICAL_DEVICE_VARIABLE_POINTER_FEATURES: 1000120000,
  PROTECTED_SUBMIT_INFO: 1000145000,
  PHYSICAL_DEVICE_PROTECTED_MEMORY_FEATURES: 1000145001,
  PHYSICAL_DEVICE_PROTECTED_MEMORY_PROPERTIES: 1000145002,
  DEVICE_QUEUE_INFO_2: 1000145003,
  SAMPLER_YCBCR_CONVERSION_CREATE_INFO: 1000156000,
  SAMPLER_YCBCR_CONVERSION_INFO: 1000156001,
  BIND_IMAGE_PLANE_MEMORY_INFO: 1000156002,
  IMAGE_PLANE_MEMORY_REQUIREMENTS_INFO: 1000156003,
  PHYSICAL_DEVICE_SAMPLER_YCBCR_CONVERSION_FEATURES: 1000156004,
  SAMPLER_YCBCR_CONVERSION_IMAGE_FORMAT_PROPERTIES: 1000156005,
  DESCRIPTOR_UPDATE_TEMPLATE_CREATE_INFO: 1000085000,
  PHYSICAL_DEVICE_EXTERNAL_IMAGE_FORMAT_INFO: 1000071000,
  EXTERNAL_IMAGE_FORMAT_PROPERTIES: 1000071001,
  PHYSICAL_DEVICE_EXTERNAL_BUFFER_INFO: 1000071002,
  EXTERNAL_BUFFER_PROPERTIES: 1000071003,
  PHYSICAL_DEVICE_ID_PROPERTIES: 1000071004,
  EXTERNAL_MEMORY_BUFFER_CREATE_INFO: 1000072000,
  EXTERNAL_MEMORY_IMAGE_CREATE_INFO: 1000072001,
  EXPORT_MEMORY_ALLOCATE_INFO: 1000072002,
  PHYSICAL_DEVICE_EXTERNAL_FENCE_INFO: 1000112000,
  EXTERNAL_FENCE_PROPERTIES: 1000112001,
  EXPORT_FENCE_CREATE_INFO: 1000113000,
  EXPORT_SEMAPHORE_CREATE_INFO: 1000077000,
  PHYSICAL_DEVICE_EXTERNAL_SEMAPHORE_INFO: 1000076000,
  EXTERNAL_SEMAPHORE_PROPERTIES: 1000076001,
  PHYSICAL_DEVICE_MAINTENANCE_3_PROPERTIES: 1000168000,
  DESCRIPTOR_SET_LAYOUT_SUPPORT: 1000168001,
  PHYSICAL_DEVICE_SHADER_DRAW_PARAMETERS_FEATURES: 1000063000,
  PHYSICAL_DEVICE_SHADER_DRAW_PARAMETER_FEATURES: 1000063000,
  PHYSICAL_DEVICE_VULKAN_1_1_FEATURES: 49,
  PHYSICAL_DEVICE_VULKAN_1_1_PROPERTIES: 50,
  PHYSICAL_DEVICE_VULKAN_1_2_FEATURES: 51,
  PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES: 52,
  IMAGE_FORMAT_LIST_CREATE_INFO: 1000147000,
  ATTACHMENT_DESCRIPTION_2: 1000109000,
  ATTACHMENT_REFERENCE_2: 1000109001,
  SUBPASS_DESCRIPTION_2: 1000109002,
  SUBPASS_DEPENDENCY_2: 1000109003,
  RENDER_PASS_CREATE_INFO_2: 1000109004,
  SUBPASS_BEGIN_INFO: 1000109005,
  SUBPASS_END_INFO: 1000109006,
  PHYSICAL_DEVICE_8BIT_STORAGE_FEATURES: 1000177000,
  PHYSICAL_DEVICE_DRIVER_PROPERTIES: 1000196000,
  PHYSICAL_DEVICE_SHADER_ATOMIC_INT64_FEATURES: 1000180000,
  PHYSICAL_DEVICE_SHADER_FLOAT16_INT8_FEATURES: 1000082000,
  PHYSICAL_DEVICE_FLOAT_CONTROLS_PROPERTIES: 1000197000,
  DESCRIPTOR_SET_LAYOUT_BINDING_FLAGS_CREATE_INFO: 1000161000,
  PHYSICAL_DEVICE_DESCRIPTOR_INDEXING_FEATURES: 1000161001,
  PHYSICAL_DEVICE_DESCRIPTOR_INDEXING_PROPERTIES: 1000161002,
  DESCRIPTOR_SET_VARIABLE_DESCRIPTOR_COUNT_ALLOCATE_INFO: 1000161003,
  DESCRIPTOR_SET_VARIABLE_DESCRIPTOR_COUNT_LAYOUT_SUPPORT: 1000161004,
  PHYSICAL_DEVICE_DEPTH_STENCIL_RESOLVE_PROPERTIES: 1000199000,
  SUBPASS_DESCRIPTION_DEPTH_STENCIL_RESOLVE: 1000199001,
  PHYSICAL_DEVICE_SCALAR_BLOCK_LAYOUT_FEATURES: 1000221000,
  IMAGE_STENCIL_USAGE_CREATE_INFO: 1000246000,
  PHYSICAL_DEVICE_SAMPLER_FILTER_MINMAX_PROPERTIES: 1000130000,
  SAMPLER_REDUCTION_MODE_CREATE_INFO: 1000130001,
  PHYSICAL_DEVICE_VULKAN_MEMORY_MODEL_FEATURES: 1000211000,
  PHYSICAL_DEVICE_IMAGELESS_FRAMEBUFFER_FEATURES: 1000108000,
  FRAMEBUFFER_ATTACHMENTS_CREATE_INFO: 1000108001,
  FRAMEBUFFER_ATTACHMENT_IMAGE_INFO: 1000108002,
  RENDER_PASS_ATTACHMENT_BEGIN_INFO: 1000108003,
  PHYSICAL_DEVICE_UNIFORM_BUFFER_STANDARD_LAYOUT_FEATURES: 1000253000,
  PHYSICAL_DEVICE_SHADER_SUBGROUP_EXTENDED_TYPES_FEATURES: 1000175000,
  PHYSICAL_DEVICE_SEPARATE_DEPTH_STENCIL_LAYOUTS_FEATURES: 1000241000,
  ATTACHMENT_REFERENCE_STENCIL_LAYOUT: 1000241001,
  ATTACHMENT_DESCRIPTION_STENCIL_LAYOUT: 1000241002,
  PHYSICAL_DEVICE_HOST_QUERY_RESET_FEATURES: 1000261000,
  PHYSICAL_DEVICE_TIMELINE_SEMAPHORE_FEATURES: 1000207000,
  PHYSICAL_DEVICE_TIMELINE_SEMAPHORE_PROPERTIES: 1000207001,
  SEMAPHORE_TYPE_CREATE_INFO: 1000207002,
  TIMELINE_SEMAPHORE_SUBMIT_INFO: 1000207003,
  SEMAPHORE_WAIT_INFO: 1000207004,
  SEMAPHORE_SIGNAL_INFO: 1000207005,
  PHYSICAL_DEVICE_BUFFER_DEVICE_ADDRESS_FEATURES: 1000257000,
  BUFFER_DEVICE_ADDRESS_INFO: 1000244001,
  BUFFER_OPAQUE_CAPTURE_ADDRESS_CREATE_INFO: 1000257002,
  MEMORY_OPAQUE_CAPTURE_ADDRESS_ALLOCATE_INFO: 1000257003,
  DEVICE_MEMORY_OPAQUE_CAPTURE_ADDRESS_INFO: 1000257004,
  PHYSICAL_DEVICE_VULKAN_1_3_FEATURES: 53,
  PHYSICAL_DEVICE_VULKAN_1_3_PROPERTIES: 54,
  PIPELINE_CREATION_FEEDBACK_CREATE_INFO: 1000192000,
  PHYSICAL_DEVICE_SHADER_TERMINATE_INVOCATION_FEATURES: 1000215000,
  PHYSICAL_DEVICE_TOOL_PROPERTIES: 1000245000,
  PHYSICAL_DEVICE_SHADER_DEMOTE_TO_HELPER_INVOCATION_FEATURES: 1000276000,
  PHYSICAL_DEVICE_PRIVATE_DATA_FEATURES: 1000295000,
  DEVICE_PRIVATE_DATA_CREATE_INFO: 1000295001,
  PRIVATE_DATA_SLOT_CREATE_INFO: 1000295002,
  PHYSICAL_DEVICE_PIPELINE_CREATION_CACHE_CONTROL_FEATURES: 1000297000,
  MEMORY_BARRIER_2: 1000314000,
  BUFFER_MEMORY_BARRIER_2: 1000314001,
  IMAGE_MEMORY_BARRIER_2: 1000314002,
  DEPENDENCY_INFO: 1000314003,
  SUBMIT_INFO_2: 1000314004,
  SEMAPHORE_SUBMIT_INFO: 1000314005,
  COMMAND_BUFFER_SUBMIT_INFO: 1000314006,
  PHYSICAL_DEVICE_SYNCHRONIZATION_2_FEATURES: 1000314007,
  PHYSICAL_DEVICE_ZERO_INITIALIZE_WORKGROUP_MEMORY_FEATURES: 1000325000,
  PHYSICAL_DEVICE_IMAGE_ROBUSTNESS_FEATURES: 1000335000,
  COPY_BUFFER_INFO_2: 1000337000,
  COPY_IMAGE_INFO_2: 1000337001,
  COPY_BUFFER_TO_IMAGE_INFO_2: 1000337002,
  COPY_IMAGE_TO_BUFFER_INFO_2: 1000337003,
  BLIT_IMAGE_INFO_2: 1000337004,
  RESOLVE_IMAGE_INFO_2: 1000337005,
  BUFFER_COPY_2: 1000337006,
  IMAGE_COPY_2: 1000337007,
  IMAGE_BLIT_2: 1000337008,
  BUFFER_IMAGE_COPY_2: 1000337009,
  IMAGE_RESOLVE_2: 1000337010,
  PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_PROPERTIES: 1000225000,
  PIPELINE_SHADER_STAGE_REQUIRED_SUBGROUP_SIZE_CREATE_INFO: 1000225001,
  PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_FEATURES: 1000225002,
  PHYSICAL_DEVICE_INLINE_UNIFORM_BLOCK_FEATURES: 1000138000,
  PHYSICAL_DEVICE_INLINE_UNIFORM_BLOCK_PROPERTIES: 1000138001,
  WRITE_DESCRIPTOR_SET_INLINE_UNIFORM_BLOCK: 1000138002,
  DESCRIPTOR_POOL_INLINE_UNIFORM_BLOCK_CREATE_INFO: 1000138003,
  PHYSICAL_DEVICE_TEXTURE_COMPRESSION_ASTC_HDR_FEATURES: 1000066000,
  RENDERING_INFO: 1000044000,
  RENDERING_ATTACHMENT_INFO: 1000044001,
  PIPELINE_RENDERING_CREATE_INFO: 1000044002,
  PHYSICAL_DEVICE_DYNAMIC_RENDERING_FEATURES: 1000044003,
  COMMAND_BUFFER_INHERITANCE_RENDERING_INFO: 1000044004,
  PHYSICAL_DEVICE_SHADER_INTEGER_DOT_PRODUCT_FEATURES: 1000280000,
  PHYSICAL_DEVICE_SHADER_INTEGER_DOT_PRODUCT_PROPERTIES: 1000280001,
  PHYSICAL_DEVICE_TEXEL_BUFFER_ALIGNMENT_PROPERTIES: 1000281001,
  FORMAT_PROPERTIES_3: 1000360000,
  PHYSICAL_DEVICE_MAINTENANCE_4_FEATURES: 1000413000,
  PHYSICAL_DEVICE_MAINTENANCE_4_PROPERTIES: 1000413001,
  DEVICE_BUFFER_MEMORY_REQUIREMENTS: 1000413002,
  DEVICE_IMAGE_MEMORY_REQUIREMENTS: 1000413003,
  PHYSICAL_DEVICE_VULKAN_1_4_FEATURES: 55,
  PHYSICAL_DEVICE_VULKAN_1_4_PROPERTIES: 56,
  DEVICE_QUEUE_GLOBAL_PRIORITY_CREATE_INFO: 1000174000,
  PHYSICAL_DEVICE_GLOBAL_PRIORITY_QUERY_FEATURES: 1000388000,
  QUEUE_FAMILY_GLOBAL_PRIORITY_PROPERTIES: 1000388001,
  PHYSICAL_DEVICE_SHADER_SUBGROUP_ROTATE_FEATURES: 1000416000,
  PHYSICAL_DEVICE_SHADER_FLOAT_CONTROLS_2_FEATURES: 1000528000,
  PHYSICAL_DEVICE_SHADER_EXPECT_ASSUME_FEATURES: 1000544000,
  PHYSICAL_DEVICE_LINE_RASTERIZATION_FEATURES: 1000259000,
  PIPELINE_RASTERIZATION_LINE_STATE_CREATE_INFO: 1000259001,
  PHYSICAL_DEVICE_LINE_RASTERIZATION_PROPERTIES: 1000259002,
  PHYSICAL_DEVICE_VERTEX_ATTRIBUTE_DIVISOR_PROPERTIES: 1000525000,
  PIPELINE_VERTEX_INPUT_DIVISOR_STATE_CREATE_INFO: 1000190001,
  PHYSICAL_DEVICE_VERTEX_ATTRIBUTE_DIVISOR_FEATURES: 1000190002,
  PHYSICAL_DEVICE_INDEX_TYPE_UINT8_FEATURES: 1000265000,
  MEMORY_MAP_INFO: 1000271000,
  MEMORY_UNMAP_INFO: 1000271001,
  PHYSICAL_DEVICE_MAINTENANCE_5_FEATURES: 1000470000,
  PHYSICAL_DEVICE_MAINTENANCE_5_PROPERTIES: 1000470001,
  RENDERING_AREA_INFO: 1000470003,
  DEVICE_IMAGE_SUBRESOURCE_INFO: 1000470004,
  SUBRESOURCE_LAYOUT_2: 1000338002,
  IMAGE_SUBRESOURCE_2: 1000338003,
  PIPELINE_CREATE_FLAGS_2_CREATE_INFO: 1000470005,
  BUFFER_USAGE_FLAGS_2_CREATE_INFO: 1000470006,
  PHYSICAL_DEVICE_PUSH_DESCRIPTOR_PROPERTIES: 1000080000,
  PHYSICAL_DEVICE_DYNAMIC_RENDERING_LOCAL_READ_FEATURES: 1000232000,
  RENDERING_ATTACHMENT_LOCATION_INFO: 1000232001,
  RENDERING_INPUT_ATTACHMENT_INDEX_INFO: 1000232002,
  PHYSICAL_DEVICE_MAINTENANCE_6_FEATURES: 1000545000,
  PHYSICAL_DEVICE_MAINTENANCE_6_PROPERTIES: 1000545001,
  BIND_MEMORY_STATUS: 1000545002,
  BIND_DESCRIPTOR_SETS_INFO: 1000545003,
  PUSH_CONSTANTS_INFO: 1000545004,
  PUSH_DESCRIPTOR_SET_INFO: 1000545005,
  PUSH_DESCRIPTOR_SET_WITH_TEMPLATE_INFO: 1000545006,
  PHYSICAL_DEVICE_PIPELINE_PROTECTED_ACCESS_FEATURES: 1000466000,
  PIPELINE_ROBUSTNESS_CREATE_INFO: 1000068000,
  PHYSICAL_DEVICE_PIPELINE_ROBUSTNESS_FEATURES: 1000068001,
  PHYSICAL_DEVICE_PIPELINE_ROBUSTNESS_PROPERTIES: 1000068002,
  PHYSICAL_DEVICE_HOST_IMAGE_COPY_FEATURES: 1000270000,
  PHYSICAL_DEVICE_HOST_IMAGE_COPY_PROPERTIES: 1000270001,
  MEMORY_TO_IMAGE_COPY: 1000270002,
  IMAGE_TO_MEMORY_COPY: 1000270003,
  COPY_IMAGE_TO_MEMORY_INFO: 1000270004,
  COPY_MEMORY_TO_IMAGE_INFO: 1000270005,
  HOST_IMAGE_LAYOUT_TRANSITION_INFO: 1000270006,
  COPY_IMAGE_TO_IMAGE_INFO: 1000270007,
  SUBRESOURCE_HOST_MEMCPY_SIZE: 1000270008,
  HOST_IMAGE_COPY_DEVICE_PERFORMANCE_QUERY: 1000270009,
} as const;
export type VkStructureType = (typeof VkStructureType)[keyof typeof VkStructureType];

export const VkSubgroupFeatureFlagBits = {
  BASIC: 1,
  VOTE: 2,
  ARITHMETIC: 4,
  BALLOT: 8,
  SHUFFLE: 16,
  SHUFFLE_RELATIVE: 32,
  CLUSTERED: 64,
  QUAD: 128,
  PARTITIONED_NV: 256,
  ROTATE_KHR: 512,
  ROTATE_CLUSTERED_KHR: 1024,
  ROTATE: 512,
  ROTATE_CLUSTERED: 1024,
} as const;
export type VkSubgroupFeatureFlagBits = number;

export const VkSubmitFlagBits = {
  PROTECTED: 1,
  PROTECTED_KHR: 1,
} as const;
export type VkSubmitFlagBits = number;

export const VkSubpassContents = {
  INLINE: 0,
  SECONDARY_COMMAND_BUFFERS: 1,
  INLINE_AND_SECONDARY_COMMAND_BUFFERS_EXT: 1000451000,
  INLINE_AND_SECONDARY_COMMAND_BUFFERS_KHR: 1000451000,
} as const;
export type VkSubpassContents = (typeof VkSubpassContents)[keyof typeof VkSubpassContents];

export const VkSubpassDescriptionFlagBits = {
  PER_VIEW_ATTRIBUTES_NVX: 1,
  PER_VIEW_POSITION_X_ONLY_NVX: 2,
  FRAGMENT_REGION_QCOM: 4,
  SHADER_RESOLVE_QCOM: 8,
  RASTERIZATION_ORDER_ATTACHMENT_COLOR_ACCESS_ARM: 16,
  RASTERIZATION_ORDER_ATTACHMENT_DEPTH_ACCESS_ARM: 32,
  RASTERIZATION_ORDER_ATTACHMENT_STENCIL_ACCESS_ARM: 64,
  RASTERIZATION_ORDER_ATTACHMENT_COLOR_ACCESS_EXT: 16,
  RASTERIZATION_ORDER_ATTACHMENT_DEPTH_ACCESS_EXT: 32,
  RASTERIZATION_ORDER_ATTACHMENT_STENCIL_ACCESS_EXT: 64,
  ENABLE_LEGACY_DITHERING_EXT: 128,
} as const;
export type VkSubpassDescriptionFlagBits = number;

export const VkSubpassMergeStatusEXT = {
  MERGED: 0,
  DISALLOWED: 1,
  NOT_MERGED_SIDE_EFFECTS: 2,
  NOT_MERGED_SAMPLES_MISMATCH: 3,
  NOT_MERGED_VIEWS_MISMATCH: 4,
  NOT_MERGED_ALIASING: 5,
  NOT_MERGED_DEPENDENCIES: 6,
  NOT_MERGED_INCOMPATIBLE_INPUT_ATTACHMENT: 7,
  NOT_MERGED_TOO_MANY_ATTACHMENTS: 8,
  NOT_MERGED_INSUFFICIENT_STORAGE: 9,
  NOT_MERGED_DEPTH_STENCIL_COUNT: 10,
  NOT_MERGED_RESOLVE_ATTACHMENT_REUSE: 11,
  NOT_MERGED_SINGLE_SUBPASS: 12,
  NOT_MERGED_UNSPECIFIED: 13,
} as const;
export type VkSubpassMergeStatusEXT = (typeof VkSubpassMergeStatusEXT)[keyof typeof VkSubpassMergeStatusEXT];

export const VkSurfaceCounterFlagBitsEXT = {
  VBLANK: 1,
  VK_SURFACE_COUNTER_VBLANK_EXT: 1,
} as const;
export type VkSurfaceCounterFlagBitsEXT = number;

export const VkSurfaceTransformFlagBitsKHR = {
  IDENTITY: 1,
  ROTATE_90: 2,
  ROTATE_180: 4,
  ROTATE_270: 8,
  HORIZONTAL_MIRROR: 16,
  HORIZONTAL_MIRROR_ROTATE_90: 32,
  HORIZONTAL_MIRROR_ROTATE_180: 64,
  HORIZONTAL_MIRROR_ROTATE_270: 128,
  INHERIT: 256,
} as const;
export type VkSurfaceTransformFlagBitsKHR = number;

export const VkSwapchainCreateFlagBitsKHR = {
  SPLIT_INSTANCE_BIND_REGIONS: 1,
  PROTECTED: 2,
  MUTABLE_FORMAT: 4,
  DEFERRED_MEMORY_ALLOCATION_EXT: 8,
} as const;
export type VkSwapchainCreateFlagBitsKHR = number;

export const VkSwapchainImageUsageFlagBitsANDROID = {
  SHARED: 1,
} as const;
export type VkSwapchainImageUsageFlagBitsANDROID = number;

export const VkSystemAllocationScope = {
  COMMAND: 0,
  OBJECT: 1,
  CACHE: 2,
  DEVICE: 3,
  INSTANCE: 4,
} as const;
export type VkSystemAllocationScope = (typeof VkSystemAllocationScope)[keyof typeof VkSystemAllocationScope];

export const VkTessellationDomainOrigin = {
  UPPER_LEFT: 0,
  LOWER_LEFT: 1,
  UPPER_LEFT_KHR: 0,
  LOWER_LEFT_KHR: 1,
} as const;
export type VkTessellationDomainOrigin = (typeof VkTessellationDomainOrigin)[keyof typeof VkTessellationDomainOrigin];

export const VkTimeDomainKHR = {
  DEVICE: 0,
  CLOCK_MONOTONIC: 1,
  CLOCK_MONOTONIC_RAW: 2,
  QUERY_PERFORMANCE_COUNTER: 3,
  DEVICE_EXT: 0,
  CLOCK_MONOTONIC_EXT: 1,
  CLOCK_MONOTONIC_RAW_EXT: 2,
  QUERY_PERFORMANCE_COUNTER_EXT: 3,
} as const;
export type VkTimeDomainKHR = (typeof VkTimeDomainKHR)[keyof typeof VkTimeDomainKHR];

export const VkToolPurposeFlagBits = {
  VALIDATION: 1,
  PROFILING: 2,
  TRACING: 4,
  ADDITIONAL_FEATURES: 8,
  MODIFYING_FEATURES: 16,
  VALIDATION_EXT: 1,
  PROFILING_EXT: 2,
  TRACING_EXT: 4,
  ADDITIONAL_FEATURES_EXT: 8,
  MODIFYING_FEATURES_EXT: 16,
  DEBUG_REPORTING_EXT: 32,
  DEBUG_MARKERS_EXT: 64,
} as const;
export type VkToolPurposeFlagBits = number;

export const VkValidationCacheHeaderVersionEXT = {
  ONE: 1,
} as const;
export type VkValidationCacheHeaderVersionEXT = (typeof VkValidationCacheHeaderVersionEXT)[keyof typeof VkValidationCacheHeaderVersionEXT];

export const VkValidationCheckEXT = {
  ALL: 0,
  SHADERS: 1,
} as const;
export type VkValidationCheckEXT = (typeof VkValidationCheckEXT)[keyof typeof VkValidationCheckEXT];

export const VkValidationFeatureDisableEXT = {
  ALL: 0,
  SHADERS: 1,
  THREAD_SAFETY: 2,
  API_PARAMETERS: 3,
  OBJECT_LIFETIMES: 4,
  CORE_CHECKS: 5,
  UNIQUE_HANDLES: 6,
  SHADER_VALIDATION_CACHE: 7,
} as const;
export type VkValidationFeatureDisableEXT = (typeof VkValidationFeatureDisableEXT)[keyof typeof VkValidationFeatureDisableEXT];

export const VkValidationFeatureEnableEXT = {
  GPU_ASSISTED: 0,
  GPU_ASSISTED_RESERVE_BINDING_SLOT: 1,
  BEST_PRACTICES: 2,
  DEBUG_PRINTF: 3,
  SYNCHRONIZATION_VALIDATION: 4,
} as const;
export type VkValidationFeatureEnableEXT = (typeof VkValidationFeatureEnableEXT)[keyof typeof VkValidationFeatureEnableEXT];

export const VkVendorId = {
  KHRONOS: 65536,
  VIV: 65537,
  VSI: 65538,
  KAZAN: 65539,
  CODEPLAY: 65540,
  MESA: 65541,
  POCL: 65542,
  MOBILEYE: 65543,
} as const;
export type VkVendorId = (typeof VkVendorId)[keyof typeof VkVendorId];

export const VkVertexInputRate = {
  VERTEX: 0,
  INSTANCE: 1,
} as const;
export type VkVertexInputRate = (typeof VkVertexInputRate)[keyof typeof VkVertexInputRate];

export const VkVideoCapabilityFlagBitsKHR = {
  PROTECTED_CONTENT: 1,
  SEPARATE_REFERENCE_IMAGES: 2,
} as const;
export type VkVideoCapabilityFlagBitsKHR = number;

export const VkVideoChromaSubsamplingFlagBitsKHR = {
  INVALID: 0,
  MONOCHROME: 1,
  SUBSAMPLING_420: 2,
  SUBSAMPLING_422: 4,
  SUBSAMPLING_444: 8,
} as const;
export type VkVideoChromaSubsamplingFlagBitsKHR = number;

export const VkVideoCodecOperationFlagBitsKHR = {
  NONE: 0,
  ENCODE_H264: 65536,
  ENCODE_H265: 131072,
  DECODE_H264: 1,
  DECODE_H265: 2,
  DECODE_AV1: 4,
  ENCODE_AV1: 262144,
} as const;
export type VkVideoCodecOperationFlagBitsKHR = number;

export const VkVideoCodingControlFlagBitsKHR = {
  RESET: 1,
  ENCODE_RATE_CONTROL: 2,
  ENCODE_QUALITY_LEVEL: 4,
} as const;
export type VkVideoCodingControlFlagBitsKHR = number;

export const VkVideoComponentBitDepthFlagBitsKHR = {
  INVALID: 0,
  DEPTH_8: 1,
  DEPTH_10: 4,
  DEPTH_12: 16,
} as const;
export type VkVideoComponentBitDepthFlagBitsKHR = number;

export const VkVideoDecodeCapabilityFlagBitsKHR = {
  DPB_AND_OUTPUT_COINCIDE: 1,
  DPB_AND_OUTPUT_DISTINCT: 2,
} as const;
export type VkVideoDecodeCapabilityFlagBitsKHR = number;

export const VkVideoDecodeH264PictureLayoutFlagBitsKHR = {
  PROGRESSIVE: 0,
  INTERLACED_INTERLEAVED_LINES: 1,
  INTERLACED_SEPARATE_PLANES: 2,
} as const;
export type VkVideoDecodeH264PictureLayoutFlagBitsKHR = number;

export const VkVideoDecodeUsageFlagBitsKHR = {
  DEFAULT: 0,
  TRANSCODING: 1,
  OFFLINE: 2,
  STREAMING: 4,
} as const;
export type VkVideoDecodeUsageFlagBitsKHR = number;

export const VkVideoEncodeAV1CapabilityFlagBitsKHR = {
  PER_RATE_CONTROL_GROUP_MIN_MAX_Q_INDEX: 1,
  GENERATE_OBU_EXTENSION_HEADER: 2,
  PRIMARY_REFERENCE_CDF_ONLY: 4,
  FRAME_SIZE_OVERRIDE: 8,
  MOTION_VECTOR_SCALING: 16,
} as const;
export type VkVideoEncodeAV1CapabilityFlagBitsKHR = number;

export const VkVideoEncodeAV1PredictionModeKHR = {
  INTRA_ONLY: 0,
  SINGLE_REFERENCE: 1,
  UNIDIRECTIONAL_COMPOUND: 2,
  BIDIRECTIONAL_COMPOUND: 3,
} as const;
export type VkVideoEncodeAV1PredictionModeKHR = (typeof VkVideoEncodeAV1PredictionModeKHR)[keyof typeof VkVideoEncodeAV1PredictionModeKHR];

export const VkVideoEncodeAV1RateControlFlagBitsKHR = {
  REGULAR_GOP: 1,
  TEMPORAL_LAYER_PATTERN_DYADIC: 2,
  REFERENCE_PATTERN_FLAT: 4,
  REFERENCE_PATTERN_DYADIC: 8,
} as const;
export type VkVideoEncodeAV1RateControlFlagBitsKHR = number;

export const VkVideoEncodeAV1RateControlGroupKHR = {
  INTRA: 0,
  PREDICTIVE: 1,
  BIPREDICTIVE: 2,
} as const;
export type VkVideoEncodeAV1RateControlGroupKHR = (typeof VkVideoEncodeAV1RateControlGroupKHR)[keyof typeof VkVideoEncodeAV1RateControlGroupKHR];

export const VkVideoEncodeAV1StdFlagBitsKHR = {
  UNIFORM_TILE_SPACING_FLAG_SET: 1,
  SKIP_MODE_PRESENT_UNSET: 2,
  PRIMARY_REF_FRAME: 4,
  DELTA_Q: 8,
} as const;
export type VkVideoEncodeAV1StdFlagBitsKHR = number;

export const VkVideoEncodeAV1SuperblockSizeFlagBitsKHR = {
  SIZE_64: 1,
  SIZE_128: 2,
} as const;
export type VkVideoEncodeAV1SuperblockSizeFlagBitsKHR = number;

export const VkVideoEncodeCapabilityFlagBitsKHR = {
  PRECEDING_EXTERNALLY_ENCODED_BYTES: 1,
  INSUFFICIENT_BITSTREAM_BUFFER_RANGE_DETECTION: 2,
  QUANTIZATION_DELTA_MAP: 4,
  EMPHASIS_MAP: 8,
} as const;
export type VkVideoEncodeCapabilityFlagBitsKHR = number;

export const VkVideoEncodeContentFlagBitsKHR = {
  DEFAULT: 0,
  CAMERA: 1,
  DESKTOP: 2,
  RENDERED: 4,
} as const;
export type VkVideoEncodeContentFlagBitsKHR = number;

export const VkVideoEncodeFeedbackFlagBitsKHR = {
  BITSTREAM_BUFFER_OFFSET: 1,
  BITSTREAM_BYTES_WRITTEN: 2,
  BITSTREAM_HAS_OVERRIDES: 4,
} as const;
export type VkVideoEncodeFeedbackFlagBitsKHR = number;

export const VkVideoEncodeFlagBitsKHR = {
  WITH_QUANTIZATION_DELTA_MAP: 1,
  WITH_EMPHASIS_MAP: 2,
} as const;
export type VkVideoEncodeFlagBitsKHR = number;

export const VkVideoEncodeH264CapabilityFlagBitsKHR = {
  HRD_COMPLIANCE: 1,
  PREDICTION_WEIGHT_TABLE_GENERATED: 2,
  ROW_UNALIGNED_SLICE: 4,
  DIFFERENT_SLICE_TYPE: 8,
  B_FRAME_IN_L0_LIST: 16,
  B_FRAME_IN_L1_LIST: 32,
  PER_PICTURE_TYPE_MIN_MAX_QP: 64,
  PER_SLICE_CONSTANT_QP: 128,
  GENERATE_PREFIX_NALU: 256,
  MB_QP_DIFF_WRAPAROUND: 512,
} as const;
export type VkVideoEncodeH264CapabilityFlagBitsKHR = number;

export const VkVideoEncodeH264RateControlFlagBitsKHR = {
  ATTEMPT_HRD_COMPLIANCE: 1,
  REGULAR_GOP: 2,
  REFERENCE_PATTERN_FLAT: 4,
  REFERENCE_PATTERN_DYADIC: 8,
  TEMPORAL_LAYER_PATTERN_DYADIC: 16,
} as const;
export type VkVideoEncodeH264RateControlFlagBitsKHR = number;

export const VkVideoEncodeH264StdFlagBitsKHR = {
  SEPARATE_COLOR_PLANE_FLAG_SET: 1,
  QPPRIME_Y_ZERO_TRANSFORM_BYPASS_FLAG_SET: 2,
  SCALING_MATRIX_PRESENT_FLAG_SET: 4,
  CHROMA_QP_INDEX_OFFSET: 8,
  SECOND_CHROMA_QP_INDEX_OFFSET: 16,
  PIC_INIT_QP_MINUS26: 32,
  WEIGHTED_PRED_FLAG_SET: 64,
  WEIGHTED_BIPRED_IDC_EXPLICIT: 128,
  WEIGHTED_BIPRED_IDC_IMPLICIT: 256,
  TRANSFORM_8X8_MODE_FLAG_SET: 512,
  DIRECT_SPATIAL_MV_PRED_FLAG_UNSET: 1024,
  ENTROPY_CODING_MODE_FLAG_UNSET: 2048,
  ENTROPY_CODING_MODE_FLAG_SET: 4096,
  DIRECT_8X8_INFERENCE_FLAG_UNSET: 8192,
  CONSTRAINED_INTRA_PRED_FLAG_SET: 16384,
  DEBLOCKING_FILTER_DISABLED: 32768,
  DEBLOCKING_FILTER_ENABLED: 65536,
  DEBLOCKING_FILTER_PARTIAL: 131072,
  SLICE_QP_DELTA: 524288,
  DIFFERENT_SLICE_QP_DELTA: 1048576,
} as const;
export type VkVideoEncodeH264StdFlagBitsKHR = number;

export const VkVideoEncodeH265CapabilityFlagBitsKHR = {
  HRD_COMPLIANCE: 1,
  PREDICTION_WEIGHT_TABLE_GENERATED: 2,
  ROW_UNALIGNED_SLICE_SEGMENT: 4,
  DIFFERENT_SLICE_SEGMENT_TYPE: 8,
  B_FRAME_IN_L0_LIST: 16,
  B_FRAME_IN_L1_LIST: 32,
  PER_PICTURE_TYPE_MIN_MAX_QP: 64,
  PER_SLICE_SEGMENT_CONSTANT_QP: 128,
  MULTIPLE_TILES_PER_SLICE_SEGMENT: 256,
  MULTIPLE_SLICE_SEGMENTS_PER_TILE: 512,
  CU_QP_DIFF_WRAPAROUND: 1024,
} as const;
export type VkVideoEncodeH265CapabilityFlagBitsKHR = number;

export const VkVideoEncodeH265CtbSizeFlagBitsKHR = {
  SIZE_16: 1,
  SIZE_32: 2,
  SIZE_64: 4,
} as const;
export type VkVideoEncodeH265CtbSizeFlagBitsKHR = number;

export const VkVideoEncodeH265RateControlFlagBitsKHR = {
  ATTEMPT_HRD_COMPLIANCE: 1,
  REGULAR_GOP: 2,
  REFERENCE_PATTERN_FLAT: 4,
  REFERENCE_PATTERN_DYADIC: 8,
  TEMPORAL_SUB_LAYER_PATTERN_DYADIC: 16,
} as const;
export type VkVideoEncodeH265RateControlFlagBitsKHR = number;

export const VkVideoEncodeH265StdFlagBitsKHR = {
  SEPARATE_COLOR_PLANE_FLAG_SET: 1,
  SAMPLE_ADAPTIVE_OFFSET_ENABLED_FLAG_SET: 2,
  SCALING_LIST_DATA_PRESENT_FLAG_SET: 4,
  PCM_ENABLED_FLAG_SET: 8,
  SPS_TEMPORAL_MVP_ENABLED_FLAG_SET: 16,
  INIT_QP_MINUS26: 32,
  WEIGHTED_PRED_FLAG_SET: 64,
  WEIGHTED_BIPRED_FLAG_SET: 128,
  LOG2_PARALLEL_MERGE_LEVEL_MINUS2: 256,
  SIGN_DATA_HIDING_ENABLED_FLAG_SET: 512,
  TRANSFORM_SKIP_ENABLED_FLAG_SET: 1024,
  TRANSFORM_SKIP_ENABLED_FLAG_UNSET: 2048,
  PPS_SLICE_CHROMA_QP_OFFSETS_PRESENT_FLAG_SET: 4096,
  TRANSQUANT_BYPASS_ENABLED_FLAG_SET: 8192,
  CONSTRAINED_INTRA_PRED_FLAG_SET: 16384,
  ENTROPY_CODING_SYNC_ENABLED_FLAG_SET: 32768,
  DEBLOCKING_FILTER_OVERRIDE_ENABLED_FLAG_SET: 65536,
  DEPENDENT_SLICE_SEGMENTS_ENABLED_FLAG_SET: 131072,
  DEPENDENT_SLICE_SEGMENT_FLAG_SET: 262144,
  SLICE_QP_DELTA: 524288,
  DIFFERENT_SLICE_QP_DELTA: 1048576,
} as const;
export type VkVideoEncodeH265StdFlagBitsKHR = number;

export const VkVideoEncodeH265TransformBlockSizeFlagBitsKHR = {
  SIZE_4: 1,
  SIZE_8: 2,
  SIZE_16: 4,
  SIZE_32: 8,
} as const;
export type VkVideoEncodeH265TransformBlockSizeFlagBitsKHR = number;

export const VkVideoEncodeRateControlModeFlagBitsKHR = {
  DEFAULT: 0,
  DISABLED: 1,
  CBR: 2,
  VBR: 4,
} as const;
export type VkVideoEncodeRateControlModeFlagBitsKHR = number;

export const VkVideoEncodeTuningModeKHR = {
  DEFAULT: 0,
  HIGH_QUALITY: 1,
  LOW_LATENCY: 2,
  ULTRA_LOW_LATENCY: 3,
  LOSSLESS: 4,
} as const;
export type VkVideoEncodeTuningModeKHR = (typeof VkVideoEncodeTuningModeKHR)[keyof typeof VkVideoEncodeTuningModeKHR];

export const VkVideoEncodeUsageFlagBitsKHR = {
  DEFAULT: 0,
  TRANSCODING: 1,
  STREAMING: 2,
  RECORDING: 4,
  CONFERENCING: 8,
} as const;
export type VkVideoEncodeUsageFlagBitsKHR = number;

export const VkVideoSessionCreateFlagBitsKHR = {
  PROTECTED_CONTENT: 1,
  ALLOW_ENCODE_PARAMETER_OPTIMIZATIONS: 2,
  INLINE_QUERIES: 4,
  ALLOW_ENCODE_QUANTIZATION_DELTA_MAP: 8,
  ALLOW_ENCODE_EMPHASIS_MAP: 16,
  INLINE_SESSION_PARAMETERS: 32,
} as const;
export type VkVideoSessionCreateFlagBitsKHR = number;

export const VkVideoSessionParametersCreateFlagBitsKHR = {
  QUANTIZATION_MAP_COMPATIBLE: 1,
} as const;
export type VkVideoSessionParametersCreateFlagBitsKHR = number;

export const VkViewportCoordinateSwizzleNV = {
  POSITIVE_X: 0,
  NEGATIVE_X: 1,
  POSITIVE_Y: 2,
  NEGATIVE_Y: 3,
  POSITIVE_Z: 4,
  NEGATIVE_Z: 5,
  POSITIVE_W: 6,
  NEGATIVE_W: 7,
} as const;
export type VkViewportCoordinateSwizzleNV = (typeof VkViewportCoordinateSwizzleNV)[keyof typeof VkViewportCoordinateSwizzleNV];

export const VkWaylandSurfaceCreateFlagBitsKHR = {
} as const;
export type VkWaylandSurfaceCreateFlagBitsKHR = number;

// Flags types (bit combinations of their FlagBits)
export type VkAccelerationStructureCreateFlagsKHR = number;
export type VkAccelerationStructureMotionInfoFlagsNV = number;
export type VkAccelerationStructureMotionInstanceFlagsNV = number;
export type VkAccessFlags = number;
export type VkAccessFlags2 = bigint;
export type VkAccessFlags3KHR = bigint;
export type VkAcquireProfilingLockFlagsKHR = number;
export type VkAndroidSurfaceCreateFlagsKHR = number;
export type VkAttachmentDescriptionFlags = number;
export type VkBufferCreateFlags = number;
export type VkBufferUsageFlags = number;
export type VkBufferUsageFlags2 = bigint;
export type VkBufferViewCreateFlags = number;
export type VkBuildAccelerationStructureFlagsKHR = number;
export type VkBuildMicromapFlagsEXT = number;
export type VkClusterAccelerationStructureAddressResolutionFlagsNV = number;
export type VkClusterAccelerationStructureClusterFlagsNV = number;
export type VkClusterAccelerationStructureGeometryFlagsNV = number;
export type VkClusterAccelerationStructureIndexFormatFlagsNV = number;
export type VkColorComponentFlags = number;
export type VkCommandBufferResetFlags = number;
export type VkCommandBufferUsageFlags = number;
export type VkCommandPoolCreateFlags = number;
export type VkCommandPoolResetFlags = number;
export type VkCommandPoolTrimFlags = number;
export type VkCompositeAlphaFlagsKHR = number;
export type VkConditionalRenderingFlagsEXT = number;
export type VkCullModeFlags = number;
export type VkDebugReportFlagsEXT = number;
export type VkDebugUtilsMessageSeverityFlagsEXT = number;
export type VkDebugUtilsMessageTypeFlagsEXT = number;
export type VkDebugUtilsMessengerCallbackDataFlagsEXT = number;
export type VkDebugUtilsMessengerCreateFlagsEXT = number;
export type VkDependencyFlags = number;
export type VkDescriptorBindingFlags = number;
export type VkDescriptorPoolCreateFlags = number;
export type VkDescriptorPoolResetFlags = number;
export type VkDescriptorSetLayoutCreateFlags = number;
export type VkDescriptorUpdateTemplateCreateFlags = number;
export type VkDeviceAddressBindingFlagsEXT = number;
export type VkDeviceCreateFlags = number;
export type VkDeviceDiagnosticsConfigFlagsNV = number;
export type VkDeviceGroupPresentModeFlagsKHR = number;
export type VkDeviceMemoryReportFlagsEXT = number;
export type VkDeviceQueueCreateFlags = number;
export type VkDirectDriverLoadingFlagsLUNARG = number;
export type VkDirectFBSurfaceCreateFlagsEXT = number;
export type VkDisplayModeCreateFlagsKHR = number;
export type VkDisplayPlaneAlphaFlagsKHR = number;
export type VkDisplaySurfaceCreateFlagsKHR = number;
export type VkEventCreateFlags = number;
export type VkExportMetalObjectTypeFlagsEXT = number;
export type VkExternalFenceFeatureFlags = number;
export type VkExternalFenceHandleTypeFlags = number;
export type VkExternalMemoryFeatureFlags = number;
export type VkExternalMemoryFeatureFlagsNV = number;
export type VkExternalMemoryHandleTypeFlags = number;
export type VkExternalMemoryHandleTypeFlagsNV = number;
export type VkExternalSemaphoreFeatureFlags = number;
export type VkExternalSemaphoreHandleTypeFlags = number;
export type VkFenceCreateFlags = number;
export type VkFenceImportFlags = number;
export type VkFormatFeatureFlags = number;
export type VkFormatFeatureFlags2 = bigint;
export type VkFrameBoundaryFlagsEXT = number;
export type VkFramebufferCreateFlags = number;
export type VkGeometryFlagsKHR = number;
export type VkGeometryInstanceFlagsKHR = number;
export type VkGraphicsPipelineLibraryFlagsEXT = number;
export type VkHeadlessSurfaceCreateFlagsEXT = number;
export type VkHostImageCopyFlags = number;
export type VkImageAspectFlags = number;
export type VkImageCompressionFixedRateFlagsEXT = number;
export type VkImageCompressionFlagsEXT = number;
export type VkImageConstraintsInfoFlagsFUCHSIA = number;
export type VkImageCreateFlags = number;
export type VkImageFormatConstraintsFlagsFUCHSIA = number;
export type VkImagePipeSurfaceCreateFlagsFUCHSIA = number;
export type VkImageUsageFlags = number;
export type VkImageViewCreateFlags = number;
export type VkIndirectCommandsInputModeFlagsEXT = number;
export type VkIndirectCommandsLayoutUsageFlagsEXT = number;
export type VkIndirectCommandsLayoutUsageFlagsNV = number;
export type VkIndirectStateFlagsNV = number;
export type VkInstanceCreateFlags = number;
export type VkIOSSurfaceCreateFlagsMVK = number;
export type VkMacOSSurfaceCreateFlagsMVK = number;
export type VkMemoryAllocateFlags = number;
export type VkMemoryDecompressionMethodFlagsNV = bigint;
export type VkMemoryHeapFlags = number;
export type VkMemoryMapFlags = number;
export type VkMemoryPropertyFlags = number;
export type VkMemoryUnmapFlags = number;
export type VkMetalSurfaceCreateFlagsEXT = number;
export type VkMicromapCreateFlagsEXT = number;
export type VkOpticalFlowExecuteFlagsNV = number;
export type VkOpticalFlowGridSizeFlagsNV = number;
export type VkOpticalFlowSessionCreateFlagsNV = number;
export type VkOpticalFlowUsageFlagsNV = number;
export type VkPartitionedAccelerationStructureInstanceFlagsNV = number;
export type VkPeerMemoryFeatureFlags = number;
export type VkPerformanceCounterDescriptionFlagsKHR = number;
export type VkPhysicalDeviceSchedulingControlsFlagsARM = bigint;
export type VkPipelineCacheCreateFlags = number;
export type VkPipelineColorBlendStateCreateFlags = number;
export type VkPipelineCompilerControlFlagsAMD = number;
export type VkPipelineCoverageModulationStateCreateFlagsNV = number;
export type VkPipelineCoverageReductionStateCreateFlagsNV = number;
export type VkPipelineCoverageToColorStateCreateFlagsNV = number;
export type VkPipelineCreateFlags = number;
export type VkPipelineCreateFlags2 = bigint;
export type VkPipelineCreationFeedbackFlags = number;
export type VkPipelineDepthStencilStateCreateFlags = number;
export type VkPipelineDiscardRectangleStateCreateFlagsEXT = number;
export type VkPipelineDynamicStateCreateFlags = number;
export type VkPipelineInputAssemblyStateCreateFlags = number;
export type VkPipelineLayoutCreateFlags = number;
export type VkPipelineMultisampleStateCreateFlags = number;
export type VkPipelineRasterizationConservativeStateCreateFlagsEXT = number;
export type VkPipelineRasterizationDepthClipStateCreateFlagsEXT = number;
export type VkPipelineRasterizationStateCreateFlags = number;
export type VkPipelineRasterizationStateStreamCreateFlagsEXT = number;
export type VkPipelineShaderStageCreateFlags = number;
export type VkPipelineStageFlags = number;
export type VkPipelineStageFlags2 = bigint;
export type VkPipelineTessellationStateCreateFlags = number;
export type VkPipelineVertexInputStateCreateFlags = number;
export type VkPipelineViewportStateCreateFlags = number;
export type VkPipelineViewportSwizzleStateCreateFlagsNV = number;
export type VkPresentGravityFlagsEXT = number;
export type VkPresentScalingFlagsEXT = number;
export type VkPrivateDataSlotCreateFlags = number;
export type VkQueryControlFlags = number;
export type VkQueryPipelineStatisticFlags = number;
export type VkQueryPoolCreateFlags = number;
export type VkQueryResultFlags = number;
export type VkQueueFlags = number;
export type VkRefreshObjectFlagsKHR = number;
export type VkRenderingFlags = number;
export type VkRenderPassCreateFlags = number;
export type VkResolveModeFlags = number;
export type VkSampleCountFlags = number;
export type VkSamplerCreateFlags = number;
export type VkScreenSurfaceCreateFlagsQNX = number;
export type VkSemaphoreCreateFlags = number;
export type VkSemaphoreImportFlags = number;
export type VkSemaphoreWaitFlags = number;
export type VkShaderCorePropertiesFlagsAMD = number;
export type VkShaderCreateFlagsEXT = number;
export type VkShaderModuleCreateFlags = number;
export type VkShaderStageFlags = number;
export type VkSparseImageFormatFlags = number;
export type VkSparseMemoryBindFlags = number;
export type VkStencilFaceFlags = number;
export type VkStreamDescriptorSurfaceCreateFlagsGGP = number;
export type VkSubgroupFeatureFlags = number;
export type VkSubmitFlags = number;
export type VkSubpassDescriptionFlags = number;
export type VkSurfaceCounterFlagsEXT = number;
export type VkSurfaceTransformFlagsKHR = number;
export type VkSwapchainCreateFlagsKHR = number;
export type VkSwapchainImageUsageFlagsANDROID = number;
export type VkToolPurposeFlags = number;
export type VkValidationCacheCreateFlagsEXT = number;
export type VkVideoBeginCodingFlagsKHR = number;
export type VkVideoCapabilityFlagsKHR = number;
export type VkVideoChromaSubsamplingFlagsKHR = number;
export type VkVideoCodecOperationFlagsKHR = number;
export type VkVideoCodingControlFlagsKHR = number;
export type VkVideoComponentBitDepthFlagsKHR = number;
export type VkVideoDecodeCapabilityFlagsKHR = number;
export type VkVideoDecodeFlagsKHR = number;
export type VkVideoDecodeH264PictureLayoutFlagsKHR = number;
export type VkVideoDecodeUsageFlagsKHR = number;
export type VkVideoEncodeAV1CapabilityFlagsKHR = number;
export type VkVideoEncodeAV1RateControlFlagsKHR = number;
export type VkVideoEncodeAV1StdFlagsKHR = number;
export type VkVideoEncodeAV1SuperblockSizeFlagsKHR = number;
export type VkVideoEncodeCapabilityFlagsKHR = number;
export type VkVideoEncodeContentFlagsKHR = number;
export type VkVideoEncodeFeedbackFlagsKHR = number;
export type VkVideoEncodeFlagsKHR = number;
export type VkVideoEncodeH264CapabilityFlagsKHR = number;
export type VkVideoEncodeH264RateControlFlagsKHR = number;
export type VkVideoEncodeH264StdFlagsKHR = number;
export type VkVideoEncodeH265CapabilityFlagsKHR = number;
export type VkVideoEncodeH265CtbSizeFlagsKHR = number;
export type VkVideoEncodeH265RateControlFlagsKHR = number;
export type VkVideoEncodeH265StdFlagsKHR = number;
export type VkVideoEncodeH265TransformBlockSizeFlagsKHR = number;
export type VkVideoEncodeRateControlFlagsKHR = number;
export type VkVideoEncodeRateControlModeFlagsKHR = number;
export type VkVideoEncodeUsageFlagsKHR = number;
export type VkVideoEndCodingFlagsKHR = number;
export type VkVideoSessionCreateFlagsKHR = number;
export type VkVideoSessionParametersCreateFlagsKHR = number;
export type VkViSurfaceCreateFlagsNN = number;
export type VkWaylandSurfaceCreateFlagsKHR = number;
export type VkWin32SurfaceCreateFlagsKHR = number;
export type VkXcbSurfaceCreateFlagsKHR = number;
export type VkXlibSurfaceCreateFlagsKHR = number;

// Type aliases of enums and flags
export const VkAccelerationStructureTypeNV = VkAccelerationStructureTypeKHR;
export type VkAccelerationStructureTypeNV = VkAccelerationStructureTypeKHR;
export const VkAccessFlagBits2KHR = VkAccessFlagBits2;
export type VkAccessFlagBits2KHR = VkAccessFlagBits2;
export type VkAccessFlags2KHR = VkAccessFlags2;
export const VkBufferUsageFlagBits2KHR = VkBufferUsageFlagBits2;
export type VkBufferUsageFlagBits2KHR = VkBufferUsageFlagBits2;
export type VkBufferUsageFlags2KHR = VkBufferUsageFlags2;
export const VkBuildAccelerationStructureFlagBitsNV = VkBuildAccelerationStructureFlagBitsKHR;
export type VkBuildAccelerationStructureFlagBitsNV = VkBuildAccelerationStructureFlagBitsKHR;
export type VkBuildAccelerationStructureFlagsNV = VkBuildAccelerationStructureFlagsKHR;
export const VkChromaLocationKHR = VkChromaLocation;
export type VkChromaLocationKHR = VkChromaLocation;
export type VkCommandPoolTrimFlagsKHR = VkCommandPoolTrimFlags;
export const VkComponentTypeNV = VkComponentTypeKHR;
export type VkComponentTypeNV = VkComponentTypeKHR;
export const VkCopyAccelerationStructureModeNV = VkCopyAccelerationStructureModeKHR;
export type VkCopyAccelerationStructureModeNV = VkCopyAccelerationStructureModeKHR;
export const VkDescriptorBindingFlagBitsEXT = VkDescriptorBindingFlagBits;
export type VkDescriptorBindingFlagBitsEXT = VkDescriptorBindingFlagBits;
export type VkDescriptorBindingFlagsEXT = VkDescriptorBindingFlags;
export type VkDescriptorUpdateTemplateCreateFlagsKHR = VkDescriptorUpdateTemplateCreateFlags;
export const VkDescriptorUpdateTemplateTypeKHR = VkDescriptorUpdateTemplateType;
export type VkDescriptorUpdateTemplateTypeKHR = VkDescriptorUpdateTemplateType;
export const VkDriverIdKHR = VkDriverId;
export type VkDriverIdKHR = VkDriverId;
export const VkExternalFenceFeatureFlagBitsKHR = VkExternalFenceFeatureFlagBits;
export type VkExternalFenceFeatureFlagBitsKHR = VkExternalFenceFeatureFlagBits;
export type VkExternalFenceFeatureFlagsKHR = VkExternalFenceFeatureFlags;
export const VkExternalFenceHandleTypeFlagBitsKHR = VkExternalFenceHandleTypeFlagBits;
export type VkExternalFenceHandleTypeFlagBitsKHR = VkExternalFenceHandleTypeFlagBits;
export type VkExternalFenceHandleTypeFlagsKHR = VkExternalFenceHandleTypeFlags;
export const VkExternalMemoryFeatureFlagBitsKHR = VkExternalMemoryFeatureFlagBits;
export type VkExternalMemoryFeatureFlagBitsKHR = VkExternalMemoryFeatureFlagBits;
export type VkExternalMemoryFeatureFlagsKHR = VkExternalMemoryFeatureFlags;
export const VkExternalMemoryHandleTypeFlagBitsKHR = VkExternalMemoryHandleTypeFlagBits;
export type VkExternalMemoryHandleTypeFlagBitsKHR = VkExternalMemoryHandleTypeFlagBits;
export type VkExternalMemoryHandleTypeFlagsKHR = VkExternalMemoryHandleTypeFlags;
export const VkExternalSemaphoreFeatureFlagBitsKHR = VkExternalSemaphoreFeatureFlagBits;
export type VkExternalSemaphoreFeatureFlagBitsKHR = VkExternalSemaphoreFeatureFlagBits;
export type VkExternalSemaphoreFeatureFlagsKHR = VkExternalSemaphoreFeatureFlags;
export const VkExternalSemaphoreHandleTypeFlagBitsKHR = VkExternalSemaphoreHandleTypeFlagBits;
export type VkExternalSemaphoreHandleTypeFlagBitsKHR = VkExternalSemaphoreHandleTypeFlagBits;
export type VkExternalSemaphoreHandleTypeFlagsKHR = VkExternalSemaphoreHandleTypeFlags;
export const VkFenceImportFlagBitsKHR = VkFenceImportFlagBits;
export type VkFenceImportFlagBitsKHR = VkFenceImportFlagBits;
export type VkFenceImportFlagsKHR = VkFenceImportFlags;
export const VkFormatFeatureFlagBits2KHR = VkFormatFeatureFlagBits2;
export type VkFormatFeatureFlagBits2KHR = VkFormatFeatureFlagBits2;
export type VkFormatFeatureFlags2KHR = VkFormatFeatureFlags2;
export const VkGeometryFlagBitsNV = VkGeometryFlagBitsKHR;
export type VkGeometryFlagBitsNV = VkGeometryFlagBitsKHR;
export type VkGeometryFlagsNV = VkGeometryFlagsKHR;
export const VkGeometryInstanceFlagBitsNV = VkGeometryInstanceFlagBitsKHR;
export type VkGeometryInstanceFlagBitsNV = VkGeometryInstanceFlagBitsKHR;
export type VkGeometryInstanceFlagsNV = VkGeometryInstanceFlagsKHR;
export const VkGeometryTypeNV = VkGeometryTypeKHR;
export type VkGeometryTypeNV = VkGeometryTypeKHR;
export const VkHostImageCopyFlagBitsEXT = VkHostImageCopyFlagBits;
export type VkHostImageCopyFlagBitsEXT = VkHostImageCopyFlagBits;
export type VkHostImageCopyFlagsEXT = VkHostImageCopyFlags;
export const VkLineRasterizationModeEXT = VkLineRasterizationMode;
export type VkLineRasterizationModeEXT = VkLineRasterizationMode;
export const VkLineRasterizationModeKHR = VkLineRasterizationMode;
export type VkLineRasterizationModeKHR = VkLineRasterizationMode;
export const VkMemoryAllocateFlagBitsKHR = VkMemoryAllocateFlagBits;
export type VkMemoryAllocateFlagBitsKHR = VkMemoryAllocateFlagBits;
export type VkMemoryAllocateFlagsKHR = VkMemoryAllocateFlags;
export const VkMemoryUnmapFlagBitsKHR = VkMemoryUnmapFlagBits;
export type VkMemoryUnmapFlagBitsKHR = VkMemoryUnmapFlagBits;
export type VkMemoryUnmapFlagsKHR = VkMemoryUnmapFlags;
export const VkPeerMemoryFeatureFlagBitsKHR = VkPeerMemoryFeatureFlagBits;
export type VkPeerMemoryFeatureFlagBitsKHR = VkPeerMemoryFeatureFlagBits;
export type VkPeerMemoryFeatureFlagsKHR = VkPeerMemoryFeatureFlags;
export const VkPipelineCreateFlagBits2KHR = VkPipelineCreateFlagBits2;
export type VkPipelineCreateFlagBits2KHR = VkPipelineCreateFlagBits2;
export type VkPipelineCreateFlags2KHR = VkPipelineCreateFlags2;
export const VkPipelineCreationFeedbackFlagBitsEXT = VkPipelineCreationFeedbackFlagBits;
export type VkPipelineCreationFeedbackFlagBitsEXT = VkPipelineCreationFeedbackFlagBits;
export type VkPipelineCreationFeedbackFlagsEXT = VkPipelineCreationFeedbackFlags;
export const VkPipelineRobustnessBufferBehaviorEXT = VkPipelineRobustnessBufferBehavior;
export type VkPipelineRobustnessBufferBehaviorEXT = VkPipelineRobustnessBufferBehavior;
export const VkPipelineRobustnessImageBehaviorEXT = VkPipelineRobustnessImageBehavior;
export type VkPipelineRobustnessImageBehaviorEXT = VkPipelineRobustnessImageBehavior;
export const VkPipelineStageFlagBits2KHR = VkPipelineStageFlagBits2;
export type VkPipelineStageFlagBits2KHR = VkPipelineStageFlagBits2;
export type VkPipelineStageFlags2KHR = VkPipelineStageFlags2;
export const VkPointClippingBehaviorKHR = VkPointClippingBehavior;
export type VkPointClippingBehaviorKHR = VkPointClippingBehavior;
export const VkPrivateDataSlotCreateFlagBitsEXT = VkPrivateDataSlotCreateFlagBits;
export type VkPrivateDataSlotCreateFlagBitsEXT = VkPrivateDataSlotCreateFlagBits;
export type VkPrivateDataSlotCreateFlagsEXT = VkPrivateDataSlotCreateFlags;
export const VkQueueGlobalPriorityEXT = VkQueueGlobalPriority;
export type VkQueueGlobalPriorityEXT = VkQueueGlobalPriority;
export const VkQueueGlobalPriorityKHR = VkQueueGlobalPriority;
export type VkQueueGlobalPriorityKHR = VkQueueGlobalPriority;
export const VkRayTracingShaderGroupTypeNV = VkRayTracingShaderGroupTypeKHR;
export type VkRayTracingShaderGroupTypeNV = VkRayTracingShaderGroupTypeKHR;
export const VkRenderingFlagBitsKHR = VkRenderingFlagBits;
export type VkRenderingFlagBitsKHR = VkRenderingFlagBits;
export type VkRenderingFlagsKHR = VkRenderingFlags;
export const VkResolveModeFlagBitsKHR = VkResolveModeFlagBits;
export type VkResolveModeFlagBitsKHR = VkResolveModeFlagBits;
export type VkResolveModeFlagsKHR = VkResolveModeFlags;
export const VkSamplerReductionModeEXT = VkSamplerReductionMode;
export type VkSamplerReductionModeEXT = VkSamplerReductionMode;
export const VkSamplerYcbcrModelConversionKHR = VkSamplerYcbcrModelConversion;
export type VkSamplerYcbcrModelConversionKHR = VkSamplerYcbcrModelConversion;
export const VkSamplerYcbcrRangeKHR = VkSamplerYcbcrRange;
export type VkSamplerYcbcrRangeKHR = VkSamplerYcbcrRange;
export const VkScopeNV = VkScopeKHR;
export type VkScopeNV = VkScopeKHR;
export const VkSemaphoreImportFlagBitsKHR = VkSemaphoreImportFlagBits;
export type VkSemaphoreImportFlagBitsKHR = VkSemaphoreImportFlagBits;
export type VkSemaphoreImportFlagsKHR = VkSemaphoreImportFlags;
export const VkSemaphoreTypeKHR = VkSemaphoreType;
export type VkSemaphoreTypeKHR = VkSemaphoreType;
export const VkSemaphoreWaitFlagBitsKHR = VkSemaphoreWaitFlagBits;
export type VkSemaphoreWaitFlagBitsKHR = VkSemaphoreWaitFlagBits;
export type VkSemaphoreWaitFlagsKHR = VkSemaphoreWaitFlags;
export const VkShaderFloatControlsIndependenceKHR = VkShaderFloatControlsIndependence;
export type VkShaderFloatControlsIndependenceKHR = VkShaderFloatControlsIndependence;
export const VkSubmitFlagBitsKHR = VkSubmitFlagBits;
export type VkSubmitFlagBitsKHR = VkSubmitFlagBits;
export type VkSubmitFlagsKHR = VkSubmitFlags;
export const VkTessellationDomainOriginKHR = VkTessellationDomainOrigin;
export type VkTessellationDomainOriginKHR = VkTessellationDomainOrigin;
export const VkTimeDomainEXT = VkTimeDomainKHR;
export type VkTimeDomainEXT = VkTimeDomainKHR;
export const VkToolPurposeFlagBitsEXT = VkToolPurposeFlagBits;
export type VkToolPurposeFlagBitsEXT = VkToolPurposeFlagBits;
export type VkToolPurposeFlagsEXT = VkToolPurposeFlags;

const RESULT_NAMES = new Map<number, string>([
  [0, 'VK_SUCCESS'],
  [1, 'VK_NOT_READY'],
  [2, 'VK_TIMEOUT'],
  [3, 'VK_EVENT_SET'],
  [4, 'VK_EVENT_RESET'],
  [5, 'VK_INCOMPLETE'],
  [-1, 'VK_ERROR_OUT_OF_HOST_MEMORY'],
  [-2, 'VK_ERROR_OUT_OF_DEVICE_MEMORY'],
  [-3, 'VK_ERROR_INITIALIZATION_FAILED'],
  [-4, 'VK_ERROR_DEVICE_LOST'],
  [-5, 'VK_ERROR_MEMORY_MAP_FAILED'],
  [-6, 'VK_ERROR_LAYER_NOT_PRESENT'],
  [-7, 'VK_ERROR_EXTENSION_NOT_PRESENT'],
  [-8, 'VK_ERROR_FEATURE_NOT_PRESENT'],
  [-9, 'VK_ERROR_INCOMPATIBLE_DRIVER'],
  [-10, 'VK_ERROR_TOO_MANY_OBJECTS'],
  [-11, 'VK_ERROR_FORMAT_NOT_SUPPORTED'],
  [-12, 'VK_ERROR_FRAGMENTED_POOL'],
  [-13, 'VK_ERROR_UNKNOWN'],
  [-1000000000, 'VK_ERROR_SURFACE_LOST_KHR'],
  [-1000000001, 'VK_ERROR_NATIVE_WINDOW_IN_USE_KHR'],
  [1000001003, 'VK_SUBOPTIMAL_KHR'],
  [-1000001004, 'VK_ERROR_OUT_OF_DATE_KHR'],
  [-1000003001, 'VK_ERROR_INCOMPATIBLE_DISPLAY_KHR'],
  [-1000011001, 'VK_ERROR_VALIDATION_FAILED_EXT'],
  [-1000012000, 'VK_ERROR_INVALID_SHADER_NV'],
  [-1000023000, 'VK_ERROR_IMAGE_USAGE_NOT_SUPPORTED_KHR'],
  [-1000023001, 'VK_ERROR_VIDEO_PICTURE_LAYOUT_NOT_SUPPORTED_KHR'],
  [-1000023002, 'VK_ERROR_VIDEO_PROFILE_OPERATION_NOT_SUPPORTED_KHR'],
  [-1000023003, 'VK_ERROR_VIDEO_PROFILE_FORMAT_NOT_SUPPORTED_KHR'],
  [-1000023004, 'VK_ERROR_VIDEO_PROFILE_CODEC_NOT_SUPPORTED_KHR'],
  [-1000023005, 'VK_ERROR_VIDEO_STD_VERSION_NOT_SUPPORTED_KHR'],
  [-1000158000, 'VK_ERROR_INVALID_DRM_FORMAT_MODIFIER_PLANE_LAYOUT_EXT'],
  [-1000255000, 'VK_ERROR_FULL_SCREEN_EXCLUSIVE_MODE_LOST_EXT'],
  [1000268000, 'VK_THREAD_IDLE_KHR'],
  [1000268001, 'VK_THREAD_DONE_KHR'],
  [1000268002, 'VK_OPERATION_DEFERRED_KHR'],
  [1000268003, 'VK_OPERATION_NOT_DEFERRED_KHR'],
  [-1000299000, 'VK_ERROR_INVALID_VIDEO_STD_PARAMETERS_KHR'],
  [-1000338000, 'VK_ERROR_COMPRESSION_EXHAUSTED_EXT'],
  [1000482000, 'VK_INCOMPATIBLE_SHADER_BINARY_EXT'],
  [1000483000, 'VK_PIPELINE_BINARY_MISSING_KHR'],
  [-1000483000, 'VK_ERROR_NOT_ENOUGH_SPACE_KHR'],
  [-1000069000, 'VK_ERROR_OUT_OF_POOL_MEMORY'],
  [-1000072003, 'VK_ERROR_INVALID_EXTERNAL_HANDLE'],
  [-1000161000, 'VK_ERROR_FRAGMENTATION'],
  [-1000257000, 'VK_ERROR_INVALID_OPAQUE_CAPTURE_ADDRESS'],
  [1000297000, 'VK_PIPELINE_COMPILE_REQUIRED'],
  [-1000174001, 'VK_ERROR_NOT_PERMITTED'],
]);
/** `VK_ERROR_DEVICE_LOST` for -4; `VkResult(n)` for codes this registry does not know. */
export const resultName = (code: number): string => RESULT_NAMES.get(code) ?? `VkResult(${code})`;

/** Every bound extension and its kind. */
export const EXTENSIONS = {
  VK_EXT_4444_formats: 'device',
  VK_EXT_astc_decode_mode: 'device',
  VK_EXT_attachment_feedback_loop_dynamic_state: 'device',
  VK_EXT_attachment_feedback_loop_layout: 'device',
  VK_EXT_blend_operation_advanced: 'device',
  VK_EXT_border_color_swizzle: 'device',
  VK_EXT_buffer_device_address: 'device',
  VK_EXT_calibrated_timestamps: 'device',
  VK_EXT_color_write_enable: 'device',
  VK_EXT_conditional_rendering: 'device',
  VK_EXT_conservative_rasterization: 'device',
  VK_EXT_custom_border_color: 'device',
  VK_EXT_debug_marker: 'device',
  VK_EXT_debug_report: 'instance',
  VK_EXT_debug_utils: 'instance',
  VK_EXT_depth_bias_control: 'device',
  VK_EXT_depth_clamp_control: 'device',
  VK_EXT_depth_clamp_zero_one: 'device',
  VK_EXT_depth_clip_control: 'device',
  VK_EXT_depth_clip_enable: 'device',
  VK_EXT_depth_range_unrestricted: 'device',
  VK_EXT_descriptor_buffer: 'device',
  VK_EXT_descriptor_indexing: 'device',
  VK_EXT_device_address_binding_report: 'device',
  VK_EXT_device_fault: 'device',
  VK_EXT_device_generated_commands: 'device',
  VK_EXT_device_memory_report: 'device',
  VK_EXT_discard_rectangles: 'device',
  VK_EXT_dynamic_rendering_unused_attachments: 'device',
  VK_EXT_extended_dynamic_state: 'device',
  VK_EXT_extended_dynamic_state2: 'device',
  VK_EXT_extended_dynamic_state3: 'device',
  VK_EXT_external_memory_acquire_unmodified: 'device',
  VK_EXT_external_memory_dma_buf: 'device',
  VK_EXT_external_memory_host: 'device',
  VK_EXT_filter_cubic: 'device',
  VK_EXT_fragment_density_map: 'device',
  VK_EXT_fragment_density_map2: 'device',
  VK_EXT_fragment_shader_interlock: 'device',
  VK_EXT_frame_boundary: 'device',
  VK_EXT_global_priority: 'device',
  VK_EXT_global_priority_query: 'device',
  VK_EXT_graphics_pipeline_library: 'device',
  VK_EXT_host_image_copy: 'device',
  VK_EXT_host_query_reset: 'device',
  VK_EXT_image_2d_view_of_3d: 'device',
  VK_EXT_image_compression_control: 'device',
  VK_EXT_image_compression_control_swapchain: 'device',
  VK_EXT_image_drm_format_modifier: 'device',
  VK_EXT_image_robustness: 'device',
  VK_EXT_image_sliced_view_of_3d: 'device',
  VK_EXT_image_view_min_lod: 'device',
  VK_EXT_index_type_uint8: 'device',
  VK_EXT_inline_uniform_block: 'device',
  VK_EXT_layer_settings: 'instance',
  VK_EXT_legacy_dithering: 'device',
  VK_EXT_legacy_vertex_attributes: 'device',
  VK_EXT_line_rasterization: 'device',
  VK_EXT_load_store_op_none: 'device',
  VK_EXT_map_memory_placed: 'device',
  VK_EXT_memory_budget: 'device',
  VK_EXT_memory_priority: 'device',
  VK_EXT_mesh_shader: 'device',
  VK_EXT_multi_draw: 'device',
  VK_EXT_multisampled_render_to_single_sampled: 'device',
  VK_EXT_mutable_descriptor_type: 'device',
  VK_EXT_nested_command_buffer: 'device',
  VK_EXT_non_seamless_cube_map: 'device',
  VK_EXT_opacity_micromap: 'device',
  VK_EXT_pageable_device_local_memory: 'device',
  VK_EXT_pci_bus_info: 'device',
  VK_EXT_physical_device_drm: 'device',
  VK_EXT_pipeline_creation_cache_control: 'device',
  VK_EXT_pipeline_creation_feedback: 'device',
  VK_EXT_pipeline_library_group_handles: 'device',
  VK_EXT_pipeline_properties: 'device',
  VK_EXT_pipeline_protected_access: 'device',
  VK_EXT_pipeline_robustness: 'device',
  VK_EXT_post_depth_coverage: 'device',
  VK_EXT_primitive_topology_list_restart: 'device',
  VK_EXT_primitives_generated_query: 'device',
  VK_EXT_private_data: 'device',
  VK_EXT_provoking_vertex: 'device',
  VK_EXT_queue_family_foreign: 'device',
  VK_EXT_rasterization_order_attachment_access: 'device',
  VK_EXT_rgba10x6_formats: 'device',
  VK_EXT_robustness2: 'device',
  VK_EXT_sample_locations: 'device',
  VK_EXT_sampler_filter_minmax: 'device',
  VK_EXT_scalar_block_layout: 'device',
  VK_EXT_separate_stencil_usage: 'device',
  VK_EXT_shader_atomic_float: 'device',
  VK_EXT_shader_atomic_float2: 'device',
  VK_EXT_shader_demote_to_helper_invocation: 'device',
  VK_EXT_shader_image_atomic_int64: 'device',
  VK_EXT_shader_module_identifier: 'device',
  VK_EXT_shader_object: 'device',
  VK_EXT_shader_replicated_composites: 'device',
  VK_EXT_shader_stencil_export: 'device',
  VK_EXT_shader_subgroup_ballot: 'device',
  VK_EXT_shader_subgroup_vote: 'device',
  VK_EXT_shader_tile_image: 'device',
  VK_EXT_shader_viewport_index_layer: 'device',
  VK_EXT_subgroup_size_control: 'device',
  VK_EXT_subpass_merge_feedback: 'device',
  VK_EXT_texel_buffer_alignment: 'device',
  VK_EXT_texture_compression_astc_hdr: 'device',
  VK_EXT_tooling_info: 'device',
  VK_EXT_transform_feedback: 'device',
  VK_EXT_validation_cache: 'device',
  VK_EXT_validation_features: 'instance',
  VK_EXT_validation_flags: 'instance',
  VK_EXT_vertex_attribute_divisor: 'device',
  VK_EXT_vertex_attribute_robustness: 'device',
  VK_EXT_vertex_input_dynamic_state: 'device',
  VK_EXT_ycbcr_2plane_444_formats: 'device',
  VK_EXT_ycbcr_image_arrays: 'device',
  VK_KHR_16bit_storage: 'device',
  VK_KHR_8bit_storage: 'device',
  VK_KHR_acceleration_structure: 'device',
  VK_KHR_bind_memory2: 'device',
  VK_KHR_buffer_device_address: 'device',
  VK_KHR_calibrated_timestamps: 'device',
  VK_KHR_compute_shader_derivatives: 'device',
  VK_KHR_cooperative_matrix: 'device',
  VK_KHR_copy_commands2: 'device',
  VK_KHR_create_renderpass2: 'device',
  VK_KHR_dedicated_allocation: 'device',
  VK_KHR_deferred_host_operations: 'device',
  VK_KHR_depth_clamp_zero_one: 'device',
  VK_KHR_depth_stencil_resolve: 'device',
  VK_KHR_descriptor_update_template: 'device',
  VK_KHR_device_group: 'device',
  VK_KHR_device_group_creation: 'instance',
  VK_KHR_draw_indirect_count: 'device',
  VK_KHR_driver_properties: 'device',
  VK_KHR_dynamic_rendering: 'device',
  VK_KHR_dynamic_rendering_local_read: 'device',
  VK_KHR_external_fence: 'device',
  VK_KHR_external_fence_capabilities: 'instance',
  VK_KHR_external_fence_fd: 'device',
  VK_KHR_external_memory: 'device',
  VK_KHR_external_memory_capabilities: 'instance',
  VK_KHR_external_memory_fd: 'device',
  VK_KHR_external_semaphore: 'device',
  VK_KHR_external_semaphore_capabilities: 'instance',
  VK_KHR_external_semaphore_fd: 'device',
  VK_KHR_format_feature_flags2: 'device',
  VK_KHR_fragment_shader_barycentric: 'device',
  VK_KHR_fragment_shading_rate: 'device',
  VK_KHR_get_memory_requirements2: 'device',
  VK_KHR_get_physical_device_properties2: 'instance',
  VK_KHR_global_priority: 'device',
  VK_KHR_image_format_list: 'device',
  VK_KHR_imageless_framebuffer: 'device',
  VK_KHR_index_type_uint8: 'device',
  VK_KHR_line_rasterization: 'device',
  VK_KHR_load_store_op_none: 'device',
  VK_KHR_maintenance1: 'device',
  VK_KHR_maintenance2: 'device',
  VK_KHR_maintenance3: 'device',
  VK_KHR_maintenance4: 'device',
  VK_KHR_maintenance5: 'device',
  VK_KHR_maintenance6: 'device',
  VK_KHR_maintenance7: 'device',
  VK_KHR_maintenance8: 'device',
  VK_KHR_map_memory2: 'device',
  VK_KHR_multiview: 'device',
  VK_KHR_performance_query: 'device',
  VK_KHR_pipeline_binary: 'device',
  VK_KHR_pipeline_executable_properties: 'device',
  VK_KHR_pipeline_library: 'device',
  VK_KHR_portability_enumeration: 'instance',
  VK_KHR_push_descriptor: 'device',
  VK_KHR_ray_query: 'device',
  VK_KHR_ray_tracing_maintenance1: 'device',
  VK_KHR_ray_tracing_pipeline: 'device',
  VK_KHR_ray_tracing_position_fetch: 'device',
  VK_KHR_relaxed_block_layout: 'device',
  VK_KHR_sampler_mirror_clamp_to_edge: 'device',
  VK_KHR_sampler_ycbcr_conversion: 'device',
  VK_KHR_separate_depth_stencil_layouts: 'device',
  VK_KHR_shader_atomic_int64: 'device',
  VK_KHR_shader_clock: 'device',
  VK_KHR_shader_draw_parameters: 'device',
  VK_KHR_shader_expect_assume: 'device',
  VK_KHR_shader_float_controls: 'device',
  VK_KHR_shader_float_controls2: 'device',
  VK_KHR_shader_float16_int8: 'device',
  VK_KHR_shader_integer_dot_product: 'device',
  VK_KHR_shader_maximal_reconvergence: 'device',
  VK_KHR_shader_non_semantic_info: 'device',
  VK_KHR_shader_quad_control: 'device',
  VK_KHR_shader_relaxed_extended_instruction: 'device',
  VK_KHR_shader_subgroup_extended_types: 'device',
  VK_KHR_shader_subgroup_rotate: 'device',
  VK_KHR_shader_subgroup_uniform_control_flow: 'device',
  VK_KHR_shader_terminate_invocation: 'device',
  VK_KHR_spirv_1_4: 'device',
  VK_KHR_storage_buffer_storage_class: 'device',
  VK_KHR_synchronization2: 'device',
  VK_KHR_timeline_semaphore: 'device',
  VK_KHR_uniform_buffer_standard_layout: 'device',
  VK_KHR_variable_pointers: 'device',
  VK_KHR_vertex_attribute_divisor: 'device',
  VK_KHR_video_decode_av1: 'device',
  VK_KHR_video_decode_h264: 'device',
  VK_KHR_video_decode_h265: 'device',
  VK_KHR_video_decode_queue: 'device',
  VK_KHR_video_encode_av1: 'device',
  VK_KHR_video_encode_h264: 'device',
  VK_KHR_video_encode_h265: 'device',
  VK_KHR_video_encode_quantization_map: 'device',
  VK_KHR_video_encode_queue: 'device',
  VK_KHR_video_maintenance1: 'device',
  VK_KHR_video_maintenance2: 'device',
  VK_KHR_video_queue: 'device',
  VK_KHR_vulkan_memory_model: 'device',
  VK_KHR_workgroup_memory_explicit_layout: 'device',
  VK_KHR_zero_initialize_workgroup_memory: 'device',
  VK_NV_clip_space_w_scaling: 'device',
  VK_NV_cluster_acceleration_structure: 'device',
  VK_NV_command_buffer_inheritance: 'device',
  VK_NV_compute_shader_derivatives: 'device',
  VK_NV_cooperative_matrix: 'device',
  VK_NV_cooperative_matrix2: 'device',
  VK_NV_cooperative_vector: 'device',
  VK_NV_copy_memory_indirect: 'device',
  VK_NV_corner_sampled_image: 'device',
  VK_NV_coverage_reduction_mode: 'device',
  VK_NV_cuda_kernel_launch: 'device',
  VK_NV_dedicated_allocation: 'device',
  VK_NV_dedicated_allocation_image_aliasing: 'device',
  VK_NV_descriptor_pool_overallocation: 'device',
  VK_NV_device_diagnostic_checkpoints: 'device',
  VK_NV_device_diagnostics_config: 'device',
  VK_NV_device_generated_commands: 'device',
  VK_NV_device_generated_commands_compute: 'device',
  VK_NV_extended_sparse_address_space: 'device',
  VK_NV_external_memory: 'device',
  VK_NV_external_memory_capabilities: 'instance',
  VK_NV_external_memory_rdma: 'device',
  VK_NV_fill_rectangle: 'device',
  VK_NV_fragment_coverage_to_color: 'device',
  VK_NV_fragment_shader_barycentric: 'device',
  VK_NV_fragment_shading_rate_enums: 'device',
  VK_NV_framebuffer_mixed_samples: 'device',
  VK_NV_geometry_shader_passthrough: 'device',
  VK_NV_glsl_shader: 'device',
  VK_NV_inherited_viewport_scissor: 'device',
  VK_NV_linear_color_attachment: 'device',
  VK_NV_low_latency: 'device',
  VK_NV_low_latency2: 'device',
  VK_NV_memory_decompression: 'device',
  VK_NV_mesh_shader: 'device',
  VK_NV_optical_flow: 'device',
  VK_NV_partitioned_acceleration_structure: 'device',
  VK_NV_per_stage_descriptor_set: 'device',
  VK_NV_present_metering: 'device',
  VK_NV_raw_access_chains: 'device',
  VK_NV_ray_tracing: 'device',
  VK_NV_ray_tracing_invocation_reorder: 'device',
  VK_NV_ray_tracing_linear_swept_spheres: 'device',
  VK_NV_ray_tracing_motion_blur: 'device',
  VK_NV_ray_tracing_validation: 'device',
  VK_NV_representative_fragment_test: 'device',
  VK_NV_sample_mask_override_coverage: 'device',
  VK_NV_scissor_exclusive: 'device',
  VK_NV_shader_atomic_float16_vector: 'device',
  VK_NV_shader_image_footprint: 'device',
  VK_NV_shader_sm_builtins: 'device',
  VK_NV_shader_subgroup_partitioned: 'device',
  VK_NV_shading_rate_image: 'device',
  VK_NV_viewport_array2: 'device',
  VK_NV_viewport_swizzle: 'device',
} as const;
export type VkExtensionName = keyof typeof EXTENSIONS;
